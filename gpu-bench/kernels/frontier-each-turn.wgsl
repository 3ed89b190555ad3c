// An experiment beside gpu/src/frontier.wgsl (gpu-bench --variant frontier
// --kernel gpu-bench/kernels/frontier-each-turn.wgsl; docs/gpu.md): the same
// kernel with the row being searched kept on the workgroup stack instead of
// in registers, as the published CUDA counter the issue names does it. Each
// turn reads the top entry, takes its lowest untried square, writes the
// rest back (or pops the entry when none is left) and pushes the child row
// when it is alive, in the popped entry's place. One 16-byte load and one
// or two stores a turn, against a store on the way down and a load on the
// way back in frontier.wgsl. Same bindings and constants; its stack has one
// entry more than LEVELS (the row in registers there).

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
// Entries of the stack per invocation: the most rows a sub-board leaves
// to search but the last (n - 1 - its placed rows).
override LEVELS: u32 = 11u;
override STACK_ENTRIES: u32 = (LEVELS + 1u) * WG;

@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read> rules: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read> subs: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read_write> counts: array<u32>;
@group(0) @binding(4) var<storage, read_write> next: atomic<u32>;

var<workgroup> stack: array<vec4<u32>, STACK_ENTRIES>;

// The squares row y allows (as frontier.wgsl).
fn allowed(y: u32, distance: u32, hi: u32, rule: vec4<u32>) -> u32 {
    let every = (1u << N) - 1u;
    let band = (y > distance) & (y < hi);
    let inner = select(every, every & ~((1u << (N - 1u)) | 1u), band);
    return select(select(inner, rule.w, y == N - 1u), rule.z, y == 1u);
}

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lane: u32) {
    let last = N - 1u;
    let top = 1u << last;
    // The queen (one bit) of each row, for the class of a complete board.
    var board: array<u32, 32>;
    // Entries on this invocation's stack.
    var sp = 0u;
    // The sub-board being searched (none yet), and how many were taken.
    var i = 0xffffffffu;
    var taken = 0u;
    var c2 = 0u;
    var c4 = 0u;
    var c8 = 0u;
    var distance = 0u;
    var rule = vec4<u32>();
    var hi = 0u;
    loop {
        // The last row's square when this turn completes a board.
        var square = 0u;
        if (sp == 0u) {
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
            let depth = (sub.x >> 8u) & 255u;
            // A sub-board this pipeline cannot hold (the hosts never send
            // one): counted as nothing rather than searched out of bounds.
            if (distance == 0u || 2u * distance > last || depth > last || depth + LEVELS + 1u < last) {
                continue;
            }
            rule = rules[distance];
            hi = last - distance;
            var l = 0u;
            var d = 0u;
            var r = 0u;
            for (var k = 0u; k < depth; k++) {
                let word = select(select(sub.w, sub.z, k < 12u), sub.y, k < 6u);
                let bit = 1u << ((word >> (5u * (k % 6u))) & 31u);
                board[k] = bit;
                l = (l | bit) << 1u;
                d = d | bit;
                r = (r | bit) >> 1u;
            }
            let free = allowed(depth, distance, hi, rule) & ~(l | d | r);
            if (depth == last) {
                square = free;
            } else if (free != 0u) {
                stack[lane] = vec4<u32>(free, l, d | (depth << 27u), r);
                sp = 1u;
            }
        } else {
            // One queen: the top entry's lowest untried square.
            let slot = (sp - 1u) * WG + lane;
            let e = stack[slot];
            let bit = e.x & (0u - e.x);
            let rest = e.x ^ bit;
            let y = e.z >> 27u;
            board[y] = bit;
            let l = (e.y | bit) << 1u;
            let d = (e.z | bit) + ROW1;
            let r = (e.w | bit) >> 1u;
            let below = y + 1u;
            let free = allowed(below, distance, hi, rule) & ~(l | d | r);
            // The look-aheads (as count.wgsl): the last row keeps a square,
            // and each outer column is taken or keeps one.
            let ahead = last - below;
            let last_open = (rule.w & ~((l << ahead) | d | (r >> ahead))) != 0u;
            let left_reach = reverseBits(rule.x >> below) >> (31u - last);
            let right_reach = rule.y >> below;
            let left_open = ((d & top) | (left_reach & ~l)) != 0u;
            let right_open = ((d & 1u) | (right_reach & ~r)) != 0u;
            let at_last = below == last;
            let push = !at_last & (free != 0u) & last_open & left_open & right_open;
            // The rest written back; with none left the entry is popped
            // and the child, if any, takes its place.
            stack[slot].x = rest;
            let kept = select(sp - 1u, sp, rest != 0u);
            if (push) {
                stack[kept * WG + lane] = vec4<u32>(free, l, d, r);
            }
            sp = kept + select(0u, 1u, push);
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
        board[last] = square;
        var class_of = 8u;
        let quarter = board[last - distance] == 1u;
        let half = board[last] == (top >> distance);
        let three = board[distance] == top;
        if (quarter || half || three) {
            // row_of[j]: the row of the queen on bit j.
            var row_of: array<u32, 32>;
            for (var k = 0u; k < N; k++) {
                row_of[countTrailingZeros(board[k])] = k;
            }
            for (var turn = 0u; turn < 3u; turn++) {
                let tie = select(select(three, half, turn == 1u), quarter, turn == 0u);
                if (!tie) {
                    continue;
                }
                // The board against the rotation, rows 1.. (row 0 is
                // equal): -1 smaller, 0 equal, 1 greater.
                var order = 0;
                for (var k = 1u; k < N; k++) {
                    let own = board[k];
                    var other: u32;
                    if (turn == 0u) {
                        other = 1u << (last - row_of[k]);
                    } else if (turn == 1u) {
                        other = 1u << (last - countTrailingZeros(board[last - k]));
                    } else {
                        other = 1u << row_of[last - k];
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
