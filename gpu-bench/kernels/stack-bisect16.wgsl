// A variant of the stack kernel (gpu/src/stack.wgsl, whose notes apply, 16
// bytes a row) for issue 55 (docs/gpu.md "Rows looked ahead"):
// gpu-bench/kernels/stack-packed-bisect.wgsl's rotation check, which finds
// the row of a column by halving over the rows' `down`s instead of a search
// row by row, without that kernel's 12-byte rows, so that one device run
// tells the two changes apart.

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
// Where an entry's level to go back to sits in its `right` (whose squares
// are bits 0..n - 1 < 27).
const BACK: u32 = 27u;

// The board's size.
override N: u32 = 16u;
// The rows a sub-board leaves to search but the last and one
// (n - 2 - rows placed): the stack holds one entry more than that, one for
// each row searched in turns.
override LEVELS: u32 = 11u;
override STACK_ENTRIES: u32 = (LEVELS + 1u) * WG;
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

// Row depth + v's entry of each invocation at v * WG + lane: its untried
// squares, `left`, `down`, and `right` with the level (+ 1; 0: the
// sub-board is done) to go back to when the row has no square left.
var<workgroup> stack: array<vec4<u32>, STACK_ENTRIES>;

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

// The queen of row k (depth <= k <= n - 2) of a complete board: the
// second-last row's `second` (the turn that completed the board), else what
// row k adds to the next row's `down`.
fn searched(k: u32, depth: u32, second: u32, lane: u32) -> u32 {
    if (k == SECOND_LAST) {
        return second;
    }
    let v = (k - depth) * WG + lane;
    return stack[v + WG].z & ~stack[v].z;
}

// The queen of row k of a complete board: placed by the host (k < depth),
// the last row's `square`, else searched in turns.
fn queen(k: u32, sub: vec4<u32>, depth: u32, square: u32, second: u32, lane: u32) -> u32 {
    if (k < depth) {
        return placed(sub, k);
    }
    if (k == N - 1u) {
        return square;
    }
    return searched(k, depth, second, lane);
}

// The row whose queen is on bit b (every column has one): the last row's
// `square`; a row placed by the host, where the root's `down` has the
// column or every row but the last is the host's (the first whose queen it
// is); else the first row searched in
// turns whose next row's `down` has it, by halving the levels 1..m + 1
// (level v: row depth + v; level m + 1, past the second-last row's, always
// has it).
fn row_of(b: u32, sub: vec4<u32>, depth: u32, square: u32, second: u32, lane: u32) -> u32 {
    let bit = 1u << b;
    if (bit == square) {
        return N - 1u;
    }
    // (With every row but the last placed by the host, no root entry.)
    if (depth == N - 1u || (stack[lane].z & bit) != 0u) {
        for (var k = 0u; k < depth; k++) {
            if (placed(sub, k) == bit) {
                return k;
            }
        }
    }
    var lo = 1u;
    var hi = SECOND_LAST - depth + 1u;
    loop {
        if (lo >= hi) {
            break;
        }
        let mid = (lo + hi) / 2u;
        if ((stack[mid * WG + lane].z & bit) != 0u) {
            hi = mid;
        } else {
            lo = mid + 1u;
        }
    }
    return depth + lo - 1u;
}

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lane: u32) {
    let last = N - 1u;
    let top = 1u << last;
    // The slot of the row being searched (level * WG + lane); at or past
    // STACK_ENTRIES (wrapped below level 0) when the sub-board is done.
    var slot = STACK_ENTRIES;
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
        // The last row's square when this turn completes a board, and
        // the second-last row's queen.
        var square = 0u;
        var second = 0u;
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
                stack[lane] = vec4<u32>(f, l, d, r);
                slot = lane;
            }
        } else {
            // One queen: the row's lowest untried square.
            let e = stack[slot];
            let bit = e.x & (0u - e.x);
            let rest = e.x ^ bit;
            let level = slot / WG;
            let y = depth + level;
            let back = e.w >> BACK;
            let lb = e.y | bit;
            let rb = (e.w & every) | bit;
            let cl = lb << 1u;
            let cd = e.z | bit;
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
            // The row stays with its squares left; with none, the child
            // (or, with no child, this turn) goes back where the row would.
            let keep = rest != 0u;
            if (keep) {
                stack[slot].x = rest;
            }
            if (push) {
                let child_back = select(back, level + 1u, keep);
                stack[slot + WG] = vec4<u32>(free, cl, cd, cr | (child_back << BACK));
            }
            // Level back - 1 (below level 0, past the stack, when back is 0).
            let back_slot = (back - 1u) * WG + lane;
            slot = select(select(back_slot, slot, keep), slot + WG, push);
            square = select(0u, free, at_last);
            second = bit;
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
            quarter = searched(last - distance, depth, second, lane) == 1u;
        }
        let half = square == (top >> distance);
        var three = three_placed;
        if (distance >= depth) {
            three = searched(distance, depth, second, lane) == top;
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
                    let own = queen(k, sub, depth, square, second, lane);
                    var other: u32;
                    if (turn == 0u) {
                        other = 1u << (last - row_of(k, sub, depth, square, second, lane));
                    } else if (turn == 1u) {
                        other = 1u << (last - countTrailingZeros(queen(last - k, sub, depth, square, second, lane)));
                    } else {
                        other = 1u << row_of(last - k, sub, depth, square, second, lane);
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
