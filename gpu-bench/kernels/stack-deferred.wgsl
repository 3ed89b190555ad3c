// A variant of gpu-bench/kernels/stack-packed.wgsl (whose notes apply) for
// issue 55 (docs/gpu.md "Ties checked after the search"): a complete board
// that ties with a rotation (the row-0 queen's distance shared by another
// edge queen) is not checked where it is found, where the warp's other 31
// lanes wait for it, but written to a buffer (binding 5: its sub-board and
// its searched rows' columns, 16 bytes), and the workgroup checks its
// boards side by side when its search is done, adding each board's class
// to its sub-board's counts. Each workgroup has its own part of the buffer,
// `params.cap` boards (the host sizes it: gpu-bench gives it 1 GiB or its
// device's largest binding, split between the workgroups); a board that
// finds its part full is checked where it is found, as before. The counts
// are atomic, so that a sub-board's own store and the later additions do
// not race.

struct Params {
    // The board's size (also the constant N).
    n: u32,
    // How many sub-boards this dispatch has.
    count: u32,
    // The most sub-boards one invocation takes (0xffffffff: no limit).
    grab: u32,
    // The tying boards each workgroup's part of `ties` holds.
    cap: u32,
}

// Invocations per workgroup.
const WG: u32 = 64u;
// Where an entry's level to go back to sits in its `right`, and its count
// of tried squares in its `left` (whose squares are bits 0..n - 1 < 27).
const HIGH: u32 = 27u;

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
@group(0) @binding(3) var<storage, read_write> counts: array<atomic<u32>>;
@group(0) @binding(4) var<storage, read_write> next: atomic<u32>;
// The tying boards, `params.cap` per workgroup: (the sub-board, then the
// columns of its rows depth.. in 5 bits, six to a word).
@group(0) @binding(5) var<storage, read_write> ties: array<vec4<u32>>;

// Row depth + v's entry of each invocation at v * WG + lane: `left` with
// the count of the row's squares tried (those below it) in its high bits,
// `down`, and `right` with the level (+ 1; 0: the sub-board is done) to go
// back to when the row has no square left.
var<workgroup> lefts: array<u32, STACK_ENTRIES>;
var<workgroup> downs: array<u32, STACK_ENTRIES>;
var<workgroup> rights: array<u32, STACK_ENTRIES>;
// How many tying boards the workgroup wrote (past `params.cap`: some were
// checked where they were found).
var<workgroup> queued: atomic<u32>;

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
    return downs[v + WG] & ~downs[v];
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

// The row whose queen is on bit b (every column has one).
fn row_of(b: u32, sub: vec4<u32>, depth: u32, square: u32, second: u32, lane: u32) -> u32 {
    let bit = 1u << b;
    for (var k = 0u; k < N - 1u; k++) {
        if (queen(k, sub, depth, square, second, lane) == bit) {
            return k;
        }
    }
    return N - 1u;
}

// The queen of row k of a written board: the host's rows from its
// sub-board, the others from the record's columns.
fn written(k: u32, sub: vec4<u32>, rec: vec4<u32>, depth: u32) -> u32 {
    if (k < depth) {
        return placed(sub, k);
    }
    let t = k - depth;
    let word = select(select(rec.w, rec.z, t < 12u), rec.y, t < 6u);
    return 1u << ((word >> (5u * (t % 6u))) & 31u);
}

// The row of a written board whose queen is on bit b.
fn written_row(b: u32, sub: vec4<u32>, rec: vec4<u32>, depth: u32) -> u32 {
    let bit = 1u << b;
    for (var k = 0u; k < N - 1u; k++) {
        if (written(k, sub, rec, depth) == bit) {
            return k;
        }
    }
    return N - 1u;
}

// The class of a written board (its sub-board `sub`): 2, 4 or 8, or 0 when
// a rotation of it is smaller (the check of the main loop, on the record).
fn written_class(sub: vec4<u32>, rec: vec4<u32>) -> u32 {
    let last = N - 1u;
    let top = 1u << last;
    let distance = sub.x & 255u;
    let depth = (sub.x >> 8u) & 255u;
    let quarter = written(last - distance, sub, rec, depth) == 1u;
    let half = written(last, sub, rec, depth) == (top >> distance);
    let three = written(distance, sub, rec, depth) == top;
    for (var turn = 0u; turn < 3u; turn++) {
        let tie = select(select(three, half, turn == 1u), quarter, turn == 0u);
        if (!tie) {
            continue;
        }
        var order = 0;
        for (var k = 1u; k < N; k++) {
            let own = written(k, sub, rec, depth);
            var other: u32;
            if (turn == 0u) {
                other = 1u << (last - written_row(k, sub, rec, depth));
            } else if (turn == 1u) {
                other = 1u << (last - countTrailingZeros(written(last - k, sub, rec, depth)));
            } else {
                other = 1u << written_row(last - k, sub, rec, depth);
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
fn main(
    @builtin(local_invocation_index) lane: u32,
    @builtin(workgroup_id) group: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
) {
    // The workgroup's part of `ties`, and its count from zero (the hosts
    // do not ask wgpu to zero workgroup memory).
    let region = (group.x + group.y * groups.x) * params.cap;
    if (lane == 0u) {
        atomicStore(&queued, 0u);
    }
    workgroupBarrier();
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
    // Row 1's squares (a turn works out its own row's again).
    var row1 = 0u;
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
                atomicStore(&counts[3u * i], c2);
                atomicStore(&counts[3u * i + 1u], c4);
                atomicStore(&counts[3u * i + 2u], c8);
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
            row1 = rule.z;
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
                lefts[lane] = l & every;
                downs[lane] = d;
                rights[lane] = r;
                slot = lane;
            }
        } else {
            // One queen: the row's lowest untried square, its squares
            // worked out again (its rule, its attacks, the tried ones).
            let x = lefts[slot];
            let dn = downs[slot];
            let z = rights[slot];
            let level = slot / WG;
            let y = depth + level;
            let back = z >> HIGH;
            let l = x & every;
            let r = z & every;
            let own = select(select(every, inner, y - 1u - distance < band), row1, y == 1u);
            let untried = own & ~(l | dn | r) & (0xffffffffu << (x >> HIGH));
            let bit = untried & (0u - untried);
            let rest = untried ^ bit;
            let lb = l | bit;
            let rb = r | bit;
            let cl = (lb << 1u) & every;
            let cd = dn | bit;
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
            // The row stays with its squares left (the count of tried ones
            // moved past this queen); with none, the child (or, with no
            // child, this turn) goes back where the row would.
            let keep = rest != 0u;
            if (keep) {
                lefts[slot] = l | ((countTrailingZeros(bit) + 1u) << HIGH);
            }
            if (push) {
                let child_back = select(back, level + 1u, keep);
                lefts[slot + WG] = cl;
                downs[slot + WG] = cd;
                rights[slot + WG] = cr | (child_back << HIGH);
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
        var written_out = false;
        if (quarter || half || three) {
            let at = atomicAdd(&queued, 1u);
            if (at < params.cap) {
                // Written for later: the columns of rows depth..n - 1,
                // a row's queen what it adds to the next row's `down` (one
                // load a row; `searched` would take two).
                var w = vec3<u32>();
                var above = downs[lane];
                for (var k = depth; k < N; k++) {
                    var q = square;
                    if (k < SECOND_LAST) {
                        let below = downs[(k + 1u - depth) * WG + lane];
                        q = below & ~above;
                        above = below;
                    } else if (k == SECOND_LAST) {
                        q = second;
                    }
                    let t = k - depth;
                    let col = countTrailingZeros(q) << (5u * (t % 6u));
                    if (t < 6u) {
                        w.x |= col;
                    } else if (t < 12u) {
                        w.y |= col;
                    } else {
                        w.z |= col;
                    }
                }
                ties[region + at] = vec4<u32>(i, w);
                class_of = 0u;
                written_out = true;
            }
        }
        if (!written_out && (quarter || half || three)) {
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
    // The search is done: the workgroup's tying boards, side by side.
    storageBarrier();
    workgroupBarrier();
    let written_boards = min(atomicLoad(&queued), params.cap);
    for (var j = lane; j < written_boards; j += WG) {
        let rec = ties[region + j];
        let class_of = written_class(subs[rec.x], rec);
        if (class_of != 0u) {
            // 2, 4, 8: counts 0, 1, 2.
            atomicAdd(&counts[3u * rec.x + class_of / 4u], 1u);
        }
    }
}