// The GPU counter's second kernel, "frontier" (bitqueens-gpu, docs/gpu.md):
// the same search as count.wgsl, board for board, arranged for a GPU.
//
// * Persistent invocations: each takes a sub-board from an atomic counter
//   (`next`), searches it, writes its three counts, and takes the next one,
//   until the list is empty (or, on a software adapter, after `grab` of
//   them: llvmpipe stops an invocation's loops after 65,535 turns).
// * A search stack per invocation in workgroup memory: one 16-byte entry
//   per row, (free squares not yet tried, left, down, right), laid out
//   `level * 64 + lane`, so that the 32 lanes of a warp touch 512
//   consecutive bytes (no bank conflicts). The row being searched stays in
//   registers; the stack holds the rows above it that still have squares.
// * One queen per turn and no turn of its own for going back: a turn takes
//   the row's lowest untried square and goes down to the child row when it
//   is alive (saving the row if it has squares left), else on along the
//   row, or, when the row has none left, back to the row saved last, in
//   the same turn. The row's index lives in the high bits of `down`
//   (n <= 27: bits 27..31 are never a column), so a child is `down | bit`
//   plus one row, and rows without squares left are never saved.
// * A loop body without data-dependent branches but the two rare ones: a
//   sub-board done (take the next), and a complete board (its class).
// * The rules of a row computed, not loaded: one vec4 per distance, read
//   once per sub-board, gives the rows where each outer column may take a
//   queen (the two look-aheads' reach is a shift of those, one of them
//   bit-reversed), row 1's and the last row's squares; the band of rows
//   whose outer columns are closed is two comparisons.
// * n and the stack's depth are pipeline constants (`override`), so the
//   workgroup stack is sized to the board: LEVELS KiB (n - 2 - rows
//   placed), within WebGPU's 16 KiB.
//
// The sub-boards come compact, one vec4 each: (distance | rows << 8, then
// the column of each placed queen in 5 bits, six to a word). u32 only;
// columns are bits, column c is bit n-1-c (a queen's bit is 1 << its
// 5-bit code).

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
// search but the last and the one in registers (n - 2 - its placed rows).
override LEVELS: u32 = 11u;
override STACK_ENTRIES: u32 = LEVELS * WG;

@group(0) @binding(0) var<uniform> params: Params;
// Per distance 0..=(n - 1) / 2 (gpu/src/lib.rs, frontier_rules): the rows
// (bit z: row z) where the left column may take a queen, the same for the
// right column, row 1's allowed squares, the last row's.
@group(0) @binding(1) var<storage, read> rules: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read> subs: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read_write> counts: array<u32>;
@group(0) @binding(4) var<storage, read_write> next: atomic<u32>;

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

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lane: u32) {
    let last = N - 1u;
    let top = 1u << last;
    // The queen (one bit) of each row, for the class of a complete board.
    var board: array<u32, 32>;
    // The row being searched (the top of the stack, in registers): its
    // squares not yet tried (0: the sub-board is done), left, down with the
    // row in its high bits, right; and the entries saved below it.
    var f = 0u;
    var l = 0u;
    var d = 0u;
    var r = 0u;
    var sp = 0u;
    // The sub-board being searched (none yet), and how many were taken.
    var i = 0xffffffffu;
    var taken = 0u;
    var c2 = 0u;
    var c4 = 0u;
    var c8 = 0u;
    var distance = 0u;
    // The sub-board's distance's rules, and the band of rows whose outer
    // columns are closed: rows lo < y < hi.
    var rule = vec4<u32>();
    var hi = 0u;
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
            let depth = (sub.x >> 8u) & 255u;
            // A sub-board this pipeline cannot hold (the hosts never send
            // one): counted as nothing rather than searched out of bounds.
            if (distance == 0u || 2u * distance > last || depth > last || depth + LEVELS + 1u < last) {
                continue;
            }
            rule = rules[distance];
            hi = last - distance;
            l = 0u;
            d = 0u;
            r = 0u;
            sp = 0u;
            for (var k = 0u; k < depth; k++) {
                let word = select(select(sub.w, sub.z, k < 12u), sub.y, k < 6u);
                let bit = 1u << ((word >> (5u * (k % 6u))) & 31u);
                board[k] = bit;
                l = (l | bit) << 1u;
                d = d | bit;
                r = (r | bit) >> 1u;
            }
            f = allowed(depth, distance, hi, rule) & ~(l | d | r);
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
            board[y] = bit;
            let cl = (l | bit) << 1u;
            let cd = (d | bit) + ROW1;
            let cr = (r | bit) >> 1u;
            let below = y + 1u;
            let free = allowed(below, distance, hi, rule) & ~(cl | cd | cr);
            // The look-aheads (as count.wgsl): the last row keeps a square,
            // and each outer column is taken or keeps one.
            let ahead = last - below;
            let last_open = (rule.w & ~((cl << ahead) | cd | (cr >> ahead))) != 0u;
            // The bits of `left` (`right`) that would attack the left
            // (right) column in a row at or below where it may take its
            // queen.
            let left_reach = reverseBits(rule.x >> below) >> (31u - last);
            let right_reach = rule.y >> below;
            let left_open = ((cd & top) | (left_reach & ~cl)) != 0u;
            let right_open = ((cd & 1u) | (right_reach & ~cr)) != 0u;
            let at_last = below == last;
            let push = !at_last & (free != 0u) & last_open & left_open & right_open;
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
