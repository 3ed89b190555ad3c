// A variant of the lean kernel (gpu/src/lean.wgsl, whose notes apply) for
// issue 55 (docs/gpu.md): the rotation check out of the search's turns.
// In the lean kernel a warp runs the check whenever one of its 32 lanes
// completes a board that ties with a rotation (0.37 % of a lane's turns,
// so some 11 % of a warp's), a loop of up to n rows with a search for a
// column's row in each, while the other lanes wait. Here the search runs in
// rounds of ROUND turns; a lane whose board ties stops for the rest of the
// round (its queens stay in workgroup memory), and at the round's end the
// lanes 0, 1, ... each check one waiting board, any lane's (the queens are
// in workgroup memory, the sub-board in the storage buffer): the checks of
// a round run side by side, once, instead of one warp-wide detour per tie.
// A board without a tie is counted at once (class 8), as before. The same
// boards, the same classes: the same counts.

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
// Turns per round: a lane whose board needs the rotation check waits for
// the round's end, where the waiting boards are checked side by side.
override ROUND: u32 = 16u;
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
// The lanes whose board is complete and needs the rotation check, in this
// round: how many (atomic), which, and each one's sub-board and last-row
// square (by lane); the class the check gives (by lane).
var<workgroup> tie_count: atomic<u32>;
var<workgroup> tie_lanes: array<u32, WG>;
var<workgroup> tie_board: array<vec2<u32>, WG>;
var<workgroup> verdict: array<u32, WG>;
// Lanes with no sub-board left (atomic), and its copy read uniformly.
var<workgroup> finished: atomic<u32>;
var<workgroup> finished_all: u32;

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

// The class of lane `at`'s complete board (its sub-board `i`, its last row's
// square), one with a tie: 0 (a rotation is smaller), 2, 4 or 8.
fn classify(at: u32, i: u32, square: u32) -> u32 {
    let last = N - 1u;
    let top = 1u << last;
    let sub = subs[i];
    let distance = sub.x & 255u;
    let depth = (sub.x >> 8u) & 255u;
    let quarter = queen(last - distance, sub, depth, square, at) == 1u;
    let half = square == (top >> distance);
    let three = queen(distance, sub, depth, square, at) == top;
    for (var turn = 0u; turn < 3u; turn++) {
        let tie = select(select(three, half, turn == 1u), quarter, turn == 0u);
        if (!tie) {
            continue;
        }
        // The board against the rotation, rows 1.. (row 0 is equal): -1
        // smaller, 0 equal, 1 greater.
        var order = 0;
        for (var k = 1u; k < N; k++) {
            let own = queen(k, sub, depth, square, at);
            var other: u32;
            if (turn == 0u) {
                other = 1u << (last - row_of(k, sub, depth, square, at));
            } else if (turn == 1u) {
                other = 1u << (last - countTrailingZeros(queen(last - k, sub, depth, square, at)));
            } else {
                other = 1u << row_of(last - k, sub, depth, square, at);
            }
            if (own != other) {
                order = select(-1, 1, own > other);
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
    var f = 0u;
    var l = 0u;
    var d = 0u;
    var r = 0u;
    var slot = lane;
    let queen0 = SECOND_LAST * WG + lane;
    var i = 0xffffffffu;
    var taken = 0u;
    var c2 = 0u;
    var c4 = 0u;
    var c8 = 0u;
    var distance = 0u;
    var depth = 0u;
    var quarter_placed = false;
    var three_placed = false;
    var rule = vec4<u32>();
    var last_row = 0u;
    var band = 0u;
    let every = (1u << N) - 1u;
    let inner = every & ~(top | 1u);
    // Whether this lane waits for its board's check, and whether it has no
    // sub-board left.
    var waiting = false;
    var done = false;
    // The workgroup's counters start at zero (the hosts do not ask wgpu to
    // zero workgroup memory for this kernel's pipelines).
    if (lane == 0u) {
        atomicStore(&tie_count, 0u);
        atomicStore(&finished, 0u);
    }
    workgroupBarrier();
    loop {
        for (var t = 0u; t < ROUND; t++) {
            if (waiting || done) {
                continue;
            }
            var square = 0u;
            if (f == 0u) {
                if (i < params.count) {
                    counts[3u * i] = c2;
                    counts[3u * i + 1u] = c4;
                    counts[3u * i + 2u] = c8;
                }
                if (taken == params.grab) {
                    done = true;
                    atomicAdd(&finished, 1u);
                    continue;
                }
                taken += 1u;
                i = atomicAdd(&next, 1u);
                if (i >= params.count) {
                    done = true;
                    atomicAdd(&finished, 1u);
                    continue;
                }
                c2 = 0u;
                c4 = 0u;
                c8 = 0u;
                let sub = subs[i];
                distance = sub.x & 255u;
                depth = (sub.x >> 8u) & 255u;
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
                let allow = select(select(every, inner, y - distance < band), last_row, at_last);
                let free = allow & ~(cl | cd | cr);
                let ahead = last - y;
                let last_open = (last_row & ~((lb << ahead) | cd | (rb >> ahead))) != 0u;
                let push = !at_last & (free != 0u) & last_open;
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
            // A complete board: class 8 unless a rotation can be smaller
            // (another edge queen at the same distance; see lean.wgsl),
            // which the round's end checks.
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
                let at = atomicAdd(&tie_count, 1u);
                tie_lanes[at] = lane;
                tie_board[lane] = vec2<u32>(i, square);
                waiting = true;
            } else {
                c8 += 1u;
            }
        }
        // The round's end: the waiting boards checked side by side.
        workgroupBarrier();
        let ties = atomicLoad(&tie_count);
        if (lane < ties) {
            let at = tie_lanes[lane];
            let board = tie_board[at];
            verdict[at] = classify(at, board.x, board.y);
        }
        workgroupBarrier();
        if (waiting) {
            let class_of = verdict[lane];
            c2 += select(0u, 1u, class_of == 2u);
            c4 += select(0u, 1u, class_of == 4u);
            c8 += select(0u, 1u, class_of == 8u);
            waiting = false;
        }
        if (lane == 0u) {
            atomicStore(&tie_count, 0u);
            finished_all = atomicLoad(&finished);
        }
        if (workgroupUniformLoad(&finished_all) == WG) {
            break;
        }
    }
}
