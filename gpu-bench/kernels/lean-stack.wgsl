// A variant of the lean kernel (gpu/src/lean.wgsl, whose notes apply) for
// issue 55 (docs/gpu.md "The stack alone"): no row in registers. Every row
// being searched has its entry on the workgroup stack, and a turn loads the
// top entry, takes its lowest untried square, writes the rest back (one
// word) or, with none left, lets the child take the entry's place, and
// pushes the child (one entry) when it keeps a square: the turn of ygch's
// CUDA counter (issue 55), with the lean kernel's rules, look-ahead and
// classes. Where the lean kernel chose between its registers, the saved
// entry and the child with eight selects and two predicates, this turn has
// one load, a store of one word and a store of one entry, and the stack
// pointer's arithmetic.
// Workgroup memory: the stack ((LEVELS + 1) KiB) and (LEVELS + 1) * 256
// bytes of queens, so at most 11 levels in wgpu's 16,352 bytes (n = 21 with
// 8 rows placed); gpu-bench's `--variant frontier --kernel` runs it where
// it fits.

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
// The rows a sub-board leaves to search but the last and one
// (n - 2 - rows placed): the stack holds one more entry than that.
override LEVELS: u32 = 11u;
override STACK_ENTRIES: u32 = (LEVELS + 1u) * WG;
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
    // The stack's top: the slot of the row being searched (level * WG +
    // lane); at or past STACK_ENTRIES (wrapped below level 0) when the
    // sub-board is done.
    var slot = STACK_ENTRIES;
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
    // The sub-board's distance's rules: the last row's squares, and the
    // band of rows whose outer columns are closed: row y + 1 with
    // y - distance < band.
    var rule = vec4<u32>();
    var last_row = 0u;
    var band = 0u;
    let every = (1u << N) - 1u;
    let inner = every & ~(top | 1u);
    loop {
        // The last row's square when this turn completes a board.
        var square = 0u;
        if (slot >= STACK_ENTRIES) {
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
            band = select(0u, last - 2u * distance - 1u, 2u * distance < last);
            quarter_placed = last - distance < depth && placed(sub, last - distance) == 1u;
            three_placed = distance < depth && placed(sub, distance) == top;
            var l = 0u;
            var d = 0u;
            var r = 0u;
            for (var k = 0u; k < depth; k++) {
                let bit = placed(sub, k);
                l = (l | bit) << 1u;
                d = d | bit;
                r = (r | bit) >> 1u;
            }
            let f = allowed(depth, distance, last - distance, rule) & ~(l | d | r);
            if (depth == last) {
                square = f;
            } else if (f != 0u) {
                stack[lane] = vec4<u32>(f, l, d | (depth << 27u), r);
                slot = lane;
            }
        } else {
            // One queen: the top row's lowest untried square.
            let e = stack[slot];
            let bit = e.x & (0u - e.x);
            let rest = e.x ^ bit;
            let y = e.z >> 27u;
            queens[queen0 - y * WG] = bit;
            let lb = e.y | bit;
            let rb = e.w | bit;
            let cl = lb << 1u;
            let cd = (e.z | bit) + ROW1;
            let cr = rb >> 1u;
            let at_last = y == SECOND_LAST;
            // The child's squares: every one, or all but the outer
            // columns in the band, or the last row's.
            let allow = select(select(every, inner, y - distance < band), last_row, at_last);
            let free = allow & ~(cl | cd | cr);
            // The look-ahead: the last row keeps a square.
            let ahead = last - y;
            let last_open = (last_row & ~((lb << ahead) | cd | (rb >> ahead))) != 0u;
            let push = !at_last & (free != 0u) & last_open;
            // The row stays with its squares left; with none, its entry
            // is the child's, or it is popped.
            let keep = rest != 0u;
            if (keep) {
                stack[slot].x = rest;
            }
            let child = select(slot, slot + WG, keep);
            if (push) {
                stack[child] = vec4<u32>(free, cl, cd, cr);
            }
            slot = select(select(slot - WG, slot, keep), child, push);
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
