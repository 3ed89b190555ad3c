// The frontier kernel (docs/gpu.md "The frontier kernel"), after
// prelude.wgsl: for the boards whose stack the stack kernel cannot hold in
// workgroup memory. The row being searched stays in registers; the stack
// holds only the rows above it that still have squares left (LEVELS
// entries, one fewer than the stack kernel's). A turn takes the row's
// lowest untried square and goes down to the child row when it is alive
// (saving the row first if it has squares left), else on along the row,
// or, when the row has none left, back to the row saved last, in the same
// turn. The row's index lives in the high bits of `down` (n <= 27: bits
// 27..31 are never a column), so a child is `down | bit` plus one row.
// Besides the look-ahead of prelude.wgsl, a turn checks that each outer
// column is taken or keeps a square. The queens of a board are kept in a
// private array. Workgroup memory: LEVELS KiB. Its turns in Rust:
// `reference::frontier_sub_board`.

// One row, in the high bits of an entry's `down`.
const ROW1: u32 = 134217728u; // 1 << 27

override STACK_ENTRIES: u32 = LEVELS * WG;

var<workgroup> stack: array<vec4<u32>, STACK_ENTRIES>;

// The queen (one bit) of each row of the board being built.
var<private> board: array<u32, 32>;

// The queen of row k of the board being built (every row's is in `board`).
fn searched(k: u32, depth: u32, second: u32, lane: u32) -> u32 {
    return board[k];
}

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lane: u32) {
    let last = N - 1u;
    let top = 1u << last;
    // The row being searched (the top of the stack, in registers): its
    // squares not yet tried (0: the sub-board is done), left, down with the
    // row in its high bits, right; and the entries saved below it.
    var f = 0u;
    var l = 0u;
    var d = 0u;
    var r = 0u;
    var sp = 0u;
    // The sub-board being searched (none yet), how many were taken, its
    // counts.
    var i = NONE;
    var taken = 0u;
    var c = vec3<u32>();
    var distance = 0u;
    // The sub-board's distance's rules, and the band of rows whose outer
    // columns are closed: rows distance < y < hi.
    var rule = vec4<u32>();
    var hi = 0u;
    loop {
        // The last row's square when this turn completes a board.
        var square = 0u;
        if (f == 0u) {
            // The sub-board is done: its counts, then the next one.
            if (!finish_and_take(&i, &c, &taken)) {
                break;
            }
            let sub = subs[i];
            distance = sub.x & 255u;
            let depth = (sub.x >> 8u) & 255u;
            if (!holds(distance, depth)) {
                continue;
            }
            rule = rules[distance];
            hi = last - distance;
            sp = 0u;
            for (var k = 0u; k < depth; k++) {
                board[k] = placed(sub, k);
            }
            let a = host_attacks(sub, depth);
            l = a.x;
            r = a.z;
            f = allowed(depth, distance, hi, rule) & ~(l | a.y | r);
            d = a.y | (depth << 27u);
            if (depth == last) {
                square = f;
                f = 0u;
            }
        } else {
            // One queen: the row's lowest untried square.
            let bit = f & (0u - f);
            let rest = f ^ bit;
            let y = d >> 27u;
            board[y] = bit;
            let cl = (l | bit) << 1u;
            let cd = (d | bit) + ROW1;
            let cr = (r | bit) >> 1u;
            let below = y + 1u;
            let free = allowed(below, distance, hi, rule) & ~(cl | cd | cr);
            // The bits of `left` (`right`) that would attack the left
            // (right) column in a row at or below where it may take its
            // queen: each outer column is taken or keeps a square.
            let left_reach = reverseBits(rule.x >> below) >> (31u - last);
            let right_reach = rule.y >> below;
            let left_open = ((cd & top) | (left_reach & ~cl)) != 0u;
            let right_open = ((cd & 1u) | (right_reach & ~cr)) != 0u;
            let at_last = below == last;
            let ahead_open = rows_ahead_open(rule.w, l | bit, cd, r | bit, last - y);
            let push = !at_last & (free != 0u) & ahead_open & left_open & right_open;
            // Down to the child: the row is saved when it has squares
            // left. Else on along the row, or, with none left, back to the
            // row saved last (none: the sub-board is done, f = 0).
            let save = push & (rest != 0u);
            if (save) {
                stack[sp * WG + lane] = vec4<u32>(rest, l, d, r);
            }
            sp += select(0u, 1u, save);
            let pop = !push & (rest == 0u) & (sp != 0u);
            var e = vec4<u32>(rest, l, d, r);
            if (pop) {
                sp -= 1u;
                e = stack[sp * WG + lane];
            }
            if (push) {
                e = vec4<u32>(free, cl, cd, cr);
            }
            f = e.x;
            l = e.y;
            d = e.z;
            r = e.w;
            square = select(0u, free, at_last);
        }
        if (square == 0u) {
            continue;
        }
        // A complete board: every row's queen is in `board` (depth 0 for
        // `class_of`), the last row's is `square`.
        let quarter = board[last - distance] == 1u;
        let three = board[distance] == top;
        let half = square == (top >> distance);
        c = add_class(c, class_of(quarter, half, three, i, 0u, square, 0u, lane));
    }
}
