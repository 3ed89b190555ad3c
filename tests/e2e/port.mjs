// The bitmap_NR event stream in JS: Place / Descend / Backtrack exactly as in
// solver/src/stepper.rs (column c is bit n-1-c; the lowest bit goes first).
// The exercises' tests (learn, a11y, homework, lesson-phone) use it to answer
// the questions the page asks and to check the lesson's boards. The stepper's
// and the tree's tests read the domain's account instead (shown.json,
// tests/shown.rs).

export class Port {
  constructor(n) {
    this.n = n;
    this.mask = (2 ** n - 1) >>> 0;
    this.row = 0; // null once the search has ended
    this.left = new Array(n).fill(0);
    this.down = new Array(n).fill(0);
    this.right = new Array(n).fill(0);
    this.bitmap = new Array(n).fill(0);
    this.queen = new Array(n).fill(0);
    this.bitmap[0] = this.mask;
    this.descendNext = false;
    this.steps = 0;
    this.solutions = 0;
    this.placements = 0;
    this.backtracks = 0;
    this.last = null;
    this.lifted = 0;
  }

  next() {
    if (this.row === null) return null;
    const r = this.row;
    let ev;
    this.lifted = 0; // the queen the last event lifted from the current row
    if (this.descendNext) {
      this.descendNext = false;
      const bit = this.queen[r];
      const nx = r + 1;
      this.left[nx] = (((this.left[r] | bit) << 1) & this.mask) >>> 0;
      this.down[nx] = (this.down[r] | bit) >>> 0;
      this.right[nx] = (this.right[r] | bit) >>> 1;
      this.bitmap[nx] = (this.mask & ~(this.left[nx] | this.down[nx] | this.right[nx])) >>> 0;
      this.row = nx;
      ev = { kind: 'Descend', row: nx };
    } else if (this.bitmap[r] !== 0) {
      const bit = (this.bitmap[r] & -this.bitmap[r]) >>> 0;
      this.bitmap[r] = (this.bitmap[r] ^ bit) >>> 0;
      this.queen[r] = bit;
      this.placements++;
      const solution = r === this.n - 1;
      if (solution) this.solutions++;
      else this.descendNext = true;
      ev = { kind: 'Place', row: r, bit, solution };
    } else {
      // Back up: this row's queen (if any) and the queen of the row above,
      // everything below it tried, are lifted.
      this.queen[r] = 0;
      this.row = r === 0 ? null : r - 1;
      if (this.row !== null) {
        this.lifted = this.queen[this.row];
        this.queen[this.row] = 0;
      }
      this.backtracks++;
      ev = { kind: 'Backtrack', row: r };
    }
    this.steps++;
    this.last = ev;
    return ev;
  }

  rowBits(r) {
    const [left, down, right] = [this.left[r], this.down[r], this.right[r]];
    return { left, down, right, attacks: (left | down | right) >>> 0, mask: this.mask, bitmap: this.bitmap[r], bit: this.queen[r] };
  }

  queens() {
    const out = [];
    const rows = this.row === null ? 0 : this.row + 1;
    for (let r = 0; r < rows && this.queen[r] !== 0; r++) out.push(columnOf(this.queen[r], this.n));
    return out;
  }
}

/** The column (from the left) of a one-bit value. */
export const columnOf = (bit, n) => n - 1 - (31 - Math.clz32(bit));
/** `v` in binary over `n` digits, most significant first. */
export const bin = (v, n) => (v >>> 0).toString(2).padStart(n, '0');

/** The port after `k` events of the search of `n` (or at its end). */
export function portAt(n, k) {
  const p = new Port(n);
  while (p.steps < k && p.next());
  return p;
}

/**
 * The equation lines the page shows for the port's last event, with their
 * real numbers (the stepper's equation panel, the exercises' feedback).
 */
export function equations(p) {
  const n = p.n;
  const b = (v) => bin(v, n);
  const bd = (v) => `${bin(v, n)} (${v >>> 0})`;
  const ev = p.last;
  if (ev === null) return [`mask = (1 << ${n}) - 1 = ${bd(p.mask)}`, `bitmap = mask = ${bd(p.mask)}`];
  if (ev.kind === 'Place') {
    const after = p.bitmap[ev.row];
    const before = (after | ev.bit) >>> 0;
    const neg = (-before & p.mask) >>> 0;
    return [
      `bit = bitmap & -bitmap = ${b(before)} & ${b(neg)} = ${bd(ev.bit)}`,
      `bitmap = bitmap ^ bit = ${b(before)} ^ ${b(ev.bit)} = ${bd(after)}`,
    ];
  }
  if (ev.kind === 'Descend') {
    const up = p.rowBits(ev.row - 1);
    const cur = p.rowBits(ev.row);
    return [
      `left = ((left|bit) << 1) & mask = ((${b(up.left)}|${b(up.bit)}) << 1) & ${b(p.mask)} = ${bin(((up.left | up.bit) << 1) >>> 0, n + 1)} & ${b(p.mask)} = ${bd(cur.left)}`,
      `down = down|bit = ${b(up.down)}|${b(up.bit)} = ${bd(cur.down)}`,
      `right = (right|bit) >> 1 = (${b(up.right)}|${b(up.bit)}) >> 1 = ${b((up.right | up.bit) >>> 0)} >> 1 = ${bd(cur.right)}`,
      `bitmap = mask & ~(left|down|right) = ${b(cur.mask)} & ~${b(cur.attacks)} = ${bd(cur.bitmap)}`,
    ];
  }
  return [ev.row > 0 ? `bitmap[${ev.row}] = ${b(0)} → row = ${ev.row} - 1 = ${ev.row - 1}` : `bitmap[0] = ${b(0)} → row = 0 - 1 = -1 → end`];
}

/** The exercises' kinds and the event each asks about. */
export const QUIZ_EVENT = {
  bitmap: 'Descend', left: 'Descend', down: 'Descend', right: 'Descend',
  bit: 'Place', solution: 'Place', row: 'Backtrack',
};

/**
 * The answer to an exercise: the state after `step` events of `n`, one event
 * more, and the value `kind` names there (`row`: the row after a Backtrack;
 * `solution`: 1 if the Place completes a solution, else 0). Returns the
 * ports before and after the event, the event and the value.
 */
export function quizAnswer(kind, n, step) {
  const before = portAt(n, step);
  const after = portAt(n, step);
  const event = after.next();
  const r = after.row;
  const value = {
    bitmap: () => after.bitmap[r],
    left: () => after.left[r],
    down: () => after.down[r],
    right: () => after.right[r],
    bit: () => event?.bit,
    row: () => r,
    solution: () => (event?.solution ? 1 : 0),
  }[kind]();
  return { before, after, event, value };
}
