// A variant of gpu/src/frontier.wgsl (issue 55; docs/gpu.md "Variants"):
// `gpu-bench --variant frontier --kernel
// gpu-bench/kernels/frontier-lean.wgsl`. The same search, turn for turn,
// with the same bindings, workgroup size and constants, as
// frontier-wg-queens.wgsl (the queens in workgroup memory, no private
// array), and fewer operations per turn:
//
// * What is constant per sub-board is computed once when it is taken:
//   the band of rows whose outer columns are closed as one unsigned
//   comparison (y - distance < band), the left look-ahead's rows
//   bit-reversed and the right one's shifted by a row (so a turn shifts
//   them by its own row: no reverseBits, no `below`), the queens' and the
//   stack's slots as offsets (`slot`: the stack's top, no multiply).
// * Row 1's rule is never asked in a turn (a turn's child is row 2 or
//   below: every sub-board places row 0), so `allowed` is two selects.
// * The last row's look-ahead shifts `left | bit` and `right | bit` by
//   n - 1 - y (the same bits as the child's shifted by n - 2 - y).
// * One branch for a complete board (the child is the last row and has
//   its square), taken by 1.3-2 % of the turns.

struct Params {
    // The board's size (also the constant N).
    n: u32,
    // How many sub-boards this dispatch has.
    count: u32,
    // The most sub-boards one invocation takes (0xffffffff: no limit).
    grab: u32,
    pad: u32,
}

// Invocations per workgroup.
const WG: u32 = 64u;
// One row, in the high bits of an entry's `down`.
const ROW1: u32 = 134217728u; // 1 << 27

// The board's size.
override N: u32 = 16u;
// Entries of the stack per invocation: the rows a sub-board leaves to
// search but the last and the one in registers (n - 2 - rows placed).
override LEVELS: u32 = 11u;
override STACK_ENTRIES: u32 = LEVELS * WG;
// The queens of the rows searched in turns (rows n - 2 - LEVELS ..= n - 2).
override QUEEN_ENTRIES: u32 = (LEVELS + 1u) * WG;
// The second-last row, n - 2 (0 for n = 1, which has no sub-boards: the
// pipeline's constants are evaluated without overflow).
override SECOND_LAST: u32 = max(N, 2u) - 2u;

@group(0) @binding(0) var<uniform> params: Params;
// Per distance 0..=(n - 1) / 2 (gpu/src/lib.rs, frontier_rules): the rows
// (bit z: row z) where the left column may take a queen, the same for the
// right column, row 1's allowed squares, the last row's.
@group(0) @binding(1) var<storage, read> rules: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read> subs: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read_write> counts: array<u32>;
@group(0) @binding(4) var<storage, read_write> next: atomic<u32>;

var<workgroup> stack: array<vec4<u32>, STACK_ENTRIES>;
// The queen (one bit) of row y (depth <= y <= n - 2) of each invocation's
// board, at (n - 2 - y) * WG + lane.
var<workgroup> queens: array<u32, QUEEN_ENTRIES>;

// The squares row y (1 <= y <= n - 1) allows for a sub-board of
// `distance` (the solver's Rules): row 1's and the last row's from `rule`,
// the outer columns closed in the band distance < y < n - 1 - distance,
// every square elsewhere.
fn allowed(y: u32, distance: u32, hi: u32, rule: vec4<u32>) -> u32 {
    let every = (1u << N) - 1u;
    let band = (y > distance) & (y < hi);
    let inner = select(every, every & ~((1u << (N - 1u)) | 1u), band);
    return select(select(inner, rule.w, y == N - 1u), rule.z, y == 1u);
}

// The queen (one bit) of placed row k of a compact sub-board.
fn placed(sub: vec4<u32>, k: u32) -> u32 {
    let word = select(select(sub.w, sub.z, k < 12u), sub.y, k < 6u);
    return 1u << ((word >> (5u * (k % 6u))) & 31u);
}

// The queen of row k of a complete board: placed by the host (k < depth),
// by a turn (workgroup memory), or the last row's `square`.
fn queen(k: u32, sub: vec4<u32>, depth: u32, square: u32, lane: u32) -> u32 {
    if (k < depth) {
        return placed(sub, k);
    }
    if (k == N - 1u) {
        return square;
    }
    return queens[(SECOND_LAST - k) * WG + lane];
}

// The row whose queen is on bit b (every column has one).
fn row_of(b: u32, sub: vec4<u32>, depth: u32, square: u32, lane: u32) -> u32 {
    let bit = 1u << b;
    for (var k = 0u; k < N - 1u; k++) {
        if (queen(k, sub, depth, square, lane) == bit) {
            return k;
        }
    }
    return N - 1u;
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
    // The stack's top: the slot of the next entry saved (level * WG + lane).
    var slot = lane;
    // The slot of row y's queen is queen0 - y * WG.
    let queen0 = SECOND_LAST * WG + lane;
    // The sub-board being searched (none yet), and how many were taken.
    var i = 0xffffffffu;
    var taken = 0u;
    var c2 = 0u;
    var c4 = 0u;
    var c8 = 0u;
    var distance = 0u;
    var depth = 0u;
    // Whether the queens of rows n - 1 - distance and distance are on the
    // right and the left column, where the host placed those rows.
    var quarter_placed = false;
    var three_placed = false;
    // The sub-board's distance's rules: the last row's squares; the rows
    // where the left column may take a queen, bit-reversed and shifted up
    // a row (shifted up by y and down by 31 - last: the bits of a child's
    // `left` that attack the left column where it may still take it); the
    // same for the right column, shifted down a row; the band of rows
    // whose outer columns are closed: row y + 1 with y - distance < band.
    var rule = vec4<u32>();
    var last_row = 0u;
    var left_rows = 0u;
    var right_rows = 0u;
    var band = 0u;
    let every = (1u << N) - 1u;
    let inner = every & ~(top | 1u);
    loop {
        // The last row's square when this turn completes a board.
        var square = 0u;
        if (f == 0u) {
            // The sub-board is done: its counts, then the next one.
            if (i < params.count) {
                counts[3u * i] = c2;
                counts[3u * i + 1u] = c4;
                counts[3u * i + 2u] = c8;
            }
            if (taken == params.grab) {
                break;
            }
            taken += 1u;
            i = atomicAdd(&next, 1u);
            if (i >= params.count) {
                break;
            }
            c2 = 0u;
            c4 = 0u;
            c8 = 0u;
            let sub = subs[i];
            distance = sub.x & 255u;
            depth = (sub.x >> 8u) & 255u;
            // A sub-board this pipeline cannot hold (the hosts never send
            // one): counted as nothing rather than searched out of bounds.
            // (Row 0 is always placed: a turn's child is row 2 or below.)
            if (depth == 0u || distance == 0u || 2u * distance > last || depth > last || depth + LEVELS + 1u < last) {
                continue;
            }
            rule = rules[distance];
            last_row = rule.w;
            left_rows = reverseBits(rule.x) << 1u;
            right_rows = rule.y >> 1u;
            band = select(0u, last - 2u * distance - 1u, 2u * distance < last);
            l = 0u;
            d = 0u;
            r = 0u;
            slot = lane;
            quarter_placed = last - distance < depth && placed(sub, last - distance) == 1u;
            three_placed = distance < depth && placed(sub, distance) == top;
            for (var k = 0u; k < depth; k++) {
                let bit = placed(sub, k);
                l = (l | bit) << 1u;
                d = d | bit;
                r = (r | bit) >> 1u;
            }
            f = allowed(depth, distance, last - distance, rule) & ~(l | d | r);
            d = d | (depth << 27u);
            if (depth == last) {
                square = f;
                f = 0u;
            }
        } else {
            // One queen: the row's lowest untried square.
            let bit = f & (0u - f);
            let rest = f ^ bit;
            let y = d >> 27u;
            queens[queen0 - y * WG] = bit;
            let lb = l | bit;
            let rb = r | bit;
            let cl = lb << 1u;
            let cd = (d | bit) + ROW1;
            let cr = rb >> 1u;
            let at_last = y == SECOND_LAST;
            // The child's squares: every one, or all but the outer
            // columns in the band, or the last row's.
            let allow = select(select(every, inner, y - distance < band), last_row, at_last);
            let free = allow & ~(cl | cd | cr);
            // The look-aheads (as count.wgsl): the last row keeps a square,
            // and each outer column is taken or keeps one.
            let ahead = last - y;
            let last_open = (last_row & ~((lb << ahead) | cd | (rb >> ahead))) != 0u;
            let left_open = ((cd & top) | (((left_rows << y) >> (31u - last)) & ~cl)) != 0u;
            let right_open = ((cd & 1u) | ((right_rows >> y) & ~cr)) != 0u;
            let push = !at_last & (free != 0u) & last_open & left_open & right_open;
            // Down to the child: the row is saved when it has squares
            // left. Else on along the row, or, with none left, back to the
            // row saved last (none: the sub-board is done, f = 0).
            let save = push & (rest != 0u);
            if (save) {
                stack[slot] = vec4<u32>(rest, l, d, r);
            }
            slot += select(0u, WG, save);
            let pop = !push & (rest == 0u) & (slot >= WG);
            var e = vec4<u32>(rest, l, d, r);
            if (pop) {
                slot -= WG;
                e = stack[slot];
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
        // A complete board: kept unless a rotation of it is smaller (that
        // rotation is the board counted for its orbit). A rotation can only
        // be smaller if it brings another edge queen at the same distance
        // to the row-0 square: 0 a quarter turn, 1 a half turn, 2 three
        // quarter turns; equal to the quarter turn: class 2, to the half
        // turn: class 4, else 8. (The same as count.wgsl.)
        var class_of = 8u;
        var quarter = quarter_placed;
        if (last - distance >= depth) {
            quarter = queens[(distance - 1u) * WG + lane] == 1u;
        }
        let half = square == (top >> distance);
        var three = three_placed;
        if (distance >= depth) {
            three = queens[(SECOND_LAST - distance) * WG + lane] == top;
        }
        if (quarter || half || three) {
            let sub = subs[i];
            for (var turn = 0u; turn < 3u; turn++) {
                let tie = select(select(three, half, turn == 1u), quarter, turn == 0u);
                if (!tie) {
                    continue;
                }
                // The board against the rotation, rows 1.. (row 0 is
                // equal): -1 smaller, 0 equal, 1 greater.
                var order = 0;
                for (var k = 1u; k < N; k++) {
                    let own = queen(k, sub, depth, square, lane);
                    var other: u32;
                    if (turn == 0u) {
                        other = 1u << (last - row_of(k, sub, depth, square, lane));
                    } else if (turn == 1u) {
                        other = 1u << (last - countTrailingZeros(queen(last - k, sub, depth, square, lane)));
                    } else {
                        other = 1u << row_of(last - k, sub, depth, square, lane);
                    }
                    if (own != other) {
                        order = select(-1, 1, own > other);
                        break;
                    }
                }
                if (order > 0) {
                    class_of = 0u;
                    break;
                }
                if (order == 0 && turn < 2u) {
                    class_of = select(4u, 2u, turn == 0u);
                    break;
                }
            }
        }
        c2 += select(0u, 1u, class_of == 2u);
        c4 += select(0u, 1u, class_of == 4u);
        c8 += select(0u, 1u, class_of == 8u);
    }
}
