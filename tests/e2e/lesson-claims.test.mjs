// The lesson's stops say true things about what they show: at
// every stop, in both languages, each number the text writes (binary with
// its decimal) is one of the values its topic names, computed here from the
// bit rows the page shows with the operation the text names (the text's
// `mask & ~(left | down | right) = A & ~B = C` must have C = A & ~B and A,
// B, C the rows shown), and the stop is the moment its text talks about
// (a row just entered, a queen just placed, …; the event from the JS port of
// the stepper, port.mjs). learn.test.mjs checks that the rows shown are the
// port's; this file checks that the text's claims hold for them.
//   playwright test -c tests/e2e/playwright.config.mjs lesson-claims
import { test, expect, useSite, open } from './harness.mjs';
import { bin, portAt } from './port.mjs';

const site = useSite();

/** The stop shown, once two reads in a row agree. Runs in the page. */
async function stopInPage(k) {
  let prev = null;
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 0));
    const q = (id) => document.querySelector(`[data-testid="${id}"]`);
    const stop = q('lesson-stop');
    const bits = {};
    for (const name of ['left', 'down', 'right', 'attacks', 'mask', 'bitmap', 'bit']) {
      bits[name] = Number(q(`lesson-bits-${name}`)?.dataset.value);
    }
    const cur = {
      index: Number(stop?.dataset.index),
      total: Number(stop?.dataset.total),
      topic: stop?.dataset.topic ?? null,
      n: Number(stop?.dataset.n),
      step: Number(stop?.dataset.step),
      queens: q('board')?.dataset.queens ?? null,
      bits,
      text: q('lesson-text')?.textContent ?? '',
    };
    if (cur.index === k && prev !== null && JSON.stringify(prev) === JSON.stringify(cur)) return cur;
    prev = cur;
  }
  return prev;
}

/**
 * What a stop's text claims, from the rows shown: the numbers it writes
 * (`bd`: binary over n digits and decimal, as the page writes them), other
 * strings it must contain, facts about the rows, and the event its moment
 * follows (`after`: null at the start; `next`: the event that comes next).
 */
function claims(s) {
  const { n } = s;
  const { left, down, right, attacks, mask, bitmap, bit } = s.bits;
  const bd = (v) => `${bin(v >>> 0, n)} (${v >>> 0})`;
  const or = (left | down | right) >>> 0;
  const lowest = (bitmap & -bitmap) >>> 0;
  const single = (v) => v !== 0 && (v & (v - 1)) === 0;
  switch (s.topic) {
    case 'row-is-a-number':
      return { numbers: [`mask = ${bd(mask)}`], facts: { 'bitmap = mask': bitmap === mask }, after: null };
    case 'queen-is-a-bit':
      return { numbers: [`bitmap = ${bd(bitmap)}`], facts: { 'bitmap = mask': bitmap === mask }, after: null, next: 'Place' };
    case 'candidates':
      return { numbers: [`bit = ${bd(bit)}`, `bitmap = ${bd(bitmap)}`], facts: { 'bit is one square': single(bit), 'bitmap & bit = 0': (bitmap & bit) === 0 }, after: 'Place' };
    case 'down':
      return { numbers: [`down | bit = ${bd(down | bit)}`], facts: {}, after: 'Place', next: 'Descend' };
    case 'left':
      return { numbers: [`left | bit = ${bd(left | bit)}`], facts: {}, after: 'Place', next: 'Descend' };
    case 'right':
      return { numbers: [`right = ${bd(right)}`], facts: { 'right != 0': right !== 0 }, after: 'Descend' };
    case 'or':
      return {
        numbers: [`left | down | right = ${bd(left)} | ${bd(down)} | ${bd(right)} = ${bd(or)}`],
        facts: { 'the row left|down|right = left | down | right': attacks === or },
        after: 'Descend',
      };
    case 'mask-and-not':
      return {
        numbers: [`bitmap = mask & ~(left | down | right) = ${bd(mask)} & ~${bd(attacks)} = ${bd(mask & ~attacks)}`],
        facts: { 'the row bitmap = mask & ~(left|down|right)': bitmap === ((mask & ~attacks) >>> 0) },
        after: 'Descend',
      };
    case 'lowest-bit':
      // The text leaves bitmap & -bitmap to the learner (the stop's task).
      return {
        numbers: [`bitmap = ${bd(bitmap)}`],
        facts: { 'several candidates': bitmap !== lowest && lowest !== 0 },
        next: 'Place',
      };
    case 'remove':
      return { numbers: [`bit = ${bd(bit)}`, bd(bitmap)], facts: { 'bit is one square': single(bit), 'bitmap & bit = 0': (bitmap & bit) === 0 }, after: 'Place' };
    case 'next-row':
      return { numbers: [], facts: { '(left | bit) << 1 passes the left edge': ((left | bit) & (1 << (n - 1))) !== 0 }, after: 'Place', next: 'Descend' };
    case 'solution':
    case 'eight-queens':
      return { numbers: [], strings: [s.queens, String(s.step)], facts: { 'n queens': s.queens.split(' ').length === n }, after: 'Place' };
    case 'backtrack':
      return { numbers: [`bitmap = ${bd(bitmap)}`], facts: { 'bitmap = 0': bitmap === 0 }, next: 'Backtrack' };
    case 'stack':
      return { numbers: [`bitmap = ${bd(bitmap)}`], facts: { 'candidates left': bitmap !== 0 }, after: 'Backtrack', next: 'Place' };
    case 'dead-end':
      return {
        numbers: [`left | down | right = ${bd(attacks)}`, `bitmap = ${bd(bitmap)}`],
        facts: { 'every square attacked': attacks === mask && attacks === or, 'bitmap = 0': bitmap === 0 },
        after: 'Descend',
        next: 'Backtrack',
      };
    case 'end': {
      // The last full board, told with the counters of the whole search.
      const p = portAt(n, s.step);
      const all = portAt(n, Infinity);
      return {
        numbers: [],
        strings: [s.queens, ...[all.steps, all.placements, all.backtracks, all.solutions].map(String), String(all.placements - p.placements)],
        facts: { 'n queens': s.queens.split(' ').length === n, 'the last solution': p.solutions === all.solutions && p.row === n - 1 },
        after: 'Place',
      };
    }
    case 'problem': {
      // The puzzle before any bit: the board's size and its number of
      // solutions, counted by the port.
      const p = portAt(n, 0);
      let ways = 0;
      for (let ev = p.next(); ev; ev = p.next()) ways += ev.kind === 'Place' && ev.solution ? 1 : 0;
      return {
        numbers: [],
        strings: [`${n}×${n}`, String(ways), 'down', 'left', 'right'],
        facts: { 'before any step': s.step === 0 },
      };
    }
    default:
      throw new Error(`a stop without claims: ${s.topic}`);
  }
}

function check(s, lang) {
  const at = `${lang} stop ${s.index} (${s.topic}, n = ${s.n}, step ${s.step})`;
  const c = claims(s);
  const bd = new RegExp(`\\b[01]{${s.n}} \\(\\d+\\)`, 'g');
  // Each number written in binary and decimal is one value, and one of
  // those the topic names.
  const allowed = c.numbers.flatMap((line) => line.match(bd) ?? []);
  for (const written of s.text.match(bd) ?? []) {
    const [binary, decimal] = written.split(' ');
    expect(parseInt(binary, 2), `${at}: ${written} is one number`).toBe(Number(decimal.slice(1, -1)));
    expect(allowed.includes(written), `${at}: ${written} is not a value the topic names (${allowed.join(', ')}): ${s.text}`).toBeTruthy();
  }
  for (const line of [...c.numbers, ...(c.strings ?? [])]) {
    expect(s.text.includes(line), `${at}: the text says ${line}: ${s.text}`).toBeTruthy();
  }
  for (const [fact, holds] of Object.entries(c.facts)) expect(holds, `${at}: ${fact} (rows ${JSON.stringify(s.bits)})`).toBeTruthy();
  const p = portAt(s.n, s.step);
  if ('after' in c) expect(p.last?.kind ?? null, `${at}: the moment after a ${c.after}`).toBe(c.after);
  if ('next' in c) expect(p.next()?.kind, `${at}: a ${c.next} comes next`).toBe(c.next);
}

for (const lang of ['en', 'ja']) {
  test(`lesson, ${lang}: every stop's text says the values of the rows shown, by the operations it names, at the moment it names`, async () => {
    const { page, errors, context } = await open(site.browser, site.url, `?view=learn&stop=1&lang=${lang}`, { ready: 'lesson-stop' });
    let s = await page.evaluate(stopInPage, 1);
    const topics = new Set();
    for (let k = 1; k <= s.total; k++) {
      if (k > 1) {
        await page.getByTestId('lesson-next').click();
        s = await page.evaluate(stopInPage, k);
      }
      expect(s.index).toBe(k);
      topics.add(s.topic);
      check(s, lang);
    }
    expect(topics.size, 'one topic per stop').toBe(s.total);
    expect(errors).toStrictEqual([]);
    await context.close();
  });
}
