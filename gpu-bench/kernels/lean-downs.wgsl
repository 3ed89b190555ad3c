// A variant of the lean kernel (gpu/src/lean.wgsl, whose notes apply) for
// issue 55 (docs/gpu.md "The rotation check without a search"): workgroup
// memory keeps, per row, the columns taken by the rows down to it (one
// store a turn, as the lean kernel's queen), also for the rows the host
// placed (stored once per sub-board). A queen is two of those words apart,
// and "is the queen on bit b above row r" one word, so the rotation check
// compares a row of the turned board with a few loads where the lean kernel
// searched the board for a column's row (a loop in a loop, run by the whole
// warp whenever one lane ties: some 18 % of the time at n = 20 on an H100).
// Workgroup memory: the stack (LEVELS KiB) and (n - 1) * 256 bytes.

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
// The columns taken by rows 0..=y, for y = 0..=n - 2.
override DOWN_ENTRIES: u32 = max(N, 2u) * WG - WG;
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
// The columns taken by rows 0..=y (0 <= y <= n - 2) of each invocation's
// board (with the row counter in the high bits), at (n - 2 - y) * WG + lane.
var<workgroup> downs: array<u32, DOWN_ENTRIES>;

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

// The columns taken by rows 0..=k of lane `at`'s complete board.
fn down_to(k: u32, at: u32) -> u32 {
    let every = (1u << N) - 1u;
    if (k >= N - 1u) {
        return every;
    }
    return downs[(SECOND_LAST - k) * WG + at] & every;
}

// The queen of row k of lane `at`'s complete board (`square`: the last
// row's).
fn queen_at(k: u32, square: u32, at: u32) -> u32 {
    if (k >= N - 1u) {
        return square;
    }
    var above = 0u;
    if (k > 0u) {
        above = down_to(k - 1u, at);
    }
    return down_to(k, at) & ~above;
}

// The class of lane `at`'s complete board whose row-0 queen is at
// `distance`: 0 if a rotation of it is smaller, else 2, 4 or 8 (as
// lean.wgsl). A rotation can only be smaller if it brings another edge
// queen at the same distance to the row-0 square: a quarter turn when row
// n - 1 - distance's queen is on the right column, a half turn when the
// last row's is at distance from the left, three quarters when row
// distance's is on the left column. A row of the turned board is found
// without a search: the quarter turn's row k has its queen where the row
// whose queen is on bit k has it, mirrored (bit n - 1 - row), so comparing
// it with the board's own row k (queen on bit c) asks whether the queen on
// bit k is in row n - 1 - c (equal), or after it (the turned row smaller),
// which the columns taken by rows 0..=n - 1 - c answer.
fn classify(distance: u32, square: u32, at: u32) -> u32 {
    let last = N - 1u;
    let top = 1u << last;
    let quarter = queen_at(last - distance, square, at) == 1u;
    let half = square == (top >> distance);
    let three = queen_at(distance, square, at) == top;
    if (!(quarter || half || three)) {
        return 8u;
    }
    for (var turn = 0u; turn < 3u; turn++) {
        let tie = select(select(three, half, turn == 1u), quarter, turn == 0u);
        if (!tie) {
            continue;
        }
        // The board against the turned one, rows 1.. (row 0 is equal):
        // -1 smaller, 0 equal, 1 greater.
        var order = 0;
        for (var k = 1u; k < N; k++) {
            let own = queen_at(k, square, at);
            let c = countTrailingZeros(own);
            if (turn == 0u) {
                // The turned row k: 1 << (n - 1 - row of bit k).
                let r = last - c;
                if (queen_at(r, square, at) == (1u << k)) {
                    continue;
                }
                order = select(-1, 1, (down_to(r, at) & (1u << k)) == 0u);
                break;
            } else if (turn == 1u) {
                let other = 1u << (last - countTrailingZeros(queen_at(last - k, square, at)));
                if (own != other) {
                    order = select(-1, 1, own > other);
                    break;
                }
            } else {
                // The turned row k: 1 << (row of bit n - 1 - k).
                let b = last - k;
                if (queen_at(c, square, at) == (1u << b)) {
                    continue;
                }
                order = select(-1, 1, c > 0u && (down_to(c - 1u, at) & (1u << b)) != 0u);
                break;
            }
        }
        if (order > 0) {
            return 0u;
        }
        if (order == 0 && turn < 2u) {
            return select(4u, 2u, turn == 0u);
        }
    }
    return 8u;
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
    // The slot of row y's columns taken is queen0 - y * WG.
    let queen0 = SECOND_LAST * WG + lane;
    // The sub-board being searched (none yet), and how many were taken.
    var i = 0xffffffffu;
    var taken = 0u;
    var c2 = 0u;
    var c4 = 0u;
    var c8 = 0u;
    var distance = 0u;
    var depth = 0u;
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
            band = select(0u, last - 2u * distance - 1u, 2u * distance < last);
            l = 0u;
            d = 0u;
            r = 0u;
            slot = lane;
            for (var k = 0u; k < depth; k++) {
                let bit = placed(sub, k);
                l = (l | bit) << 1u;
                d = d | bit;
                r = (r | bit) >> 1u;
                downs[(SECOND_LAST - k) * WG + lane] = d;
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
            let db = d | bit;
            downs[queen0 - y * WG] = db;
            let lb = l | bit;
            let rb = r | bit;
            let cl = lb << 1u;
            let cd = db + ROW1;
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
        // A complete board: kept unless a rotation of it is smaller.
        let class_of = classify(distance, square, lane);
        c2 += select(0u, 1u, class_of == 2u);
        c4 += select(0u, 1u, class_of == 4u);
        c8 += select(0u, 1u, class_of == 8u);
    }
}
