// The GPU counter's kernel (bitqueens-gpu, docs/gpu.md): one invocation
// finishes one sub-board, the first rows of a board of the symmetric counter
// (solver/src/count.rs: the farthest edge queen on top) already placed, and
// writes how many complete boards below it are kept, by class.
//
// The same rules as the CPU counter, row by row: `allow` per row (the outer
// columns closed in the middle band, the last row near the corners), the two
// look-aheads (the last row and each empty outer column keep a square), and,
// on a complete board, the comparison with the rotations that bring another
// edge queen at the same distance to the row-0 square. The search is
// iterative, u32 arithmetic only: columns are bits, column c is bit n-1-c,
// and n <= 27 so every bitmap fits.
//
// It keeps no stack of attacks. A GPU places an invocation's indexed arrays
// in memory, not in registers, so the current row's free squares, `left`,
// `down` and `right` stay in registers, and the only array is the queen of
// each row: one word written per queen placed, one read per row back.
// Going back a row undoes that row's queen from `left`, `down` and `right`,
// and the row's free squares are the allowed ones above it (the lowest is
// tried first). Only `right` loses a bit on the way down (its attack on the
// rightmost column is shifted out), so one bit per row is kept in `edge`.
// (The stack of five arrays it replaced took about ten words per step;
// docs/gpu.md has both measured.)

struct Params {
    // The board's size.
    n: u32,
    // How many sub-boards this dispatch has.
    count: u32,
    // Invocations per row of the dispatch grid (workgroups in x times 64),
    // for dispatches of more than 65,535 workgroups.
    row_stride: u32,
    pad: u32,
}

// Words per sub-board in `subs` (gpu/src/lib.rs, STRIDE): the head
// (distance | rows << 8), then the queen (one bit) of each fixed row.
const STRIDE: u32 = 16u;
// Words per distance in `rules`: allow, left_reach, right_reach, 32 each.
const RULES: u32 = 96u;

@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read> rules: array<u32>;
@group(0) @binding(2) var<storage, read> subs: array<u32>;
@group(0) @binding(3) var<storage, read_write> counts: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x + id.y * params.row_stride;
    if (i >= params.count) {
        return;
    }
    let n = params.n;
    // The queen (one bit) of each row, for the symmetry check.
    var board: array<u32, 32>;
    let last = n - 1u;
    let top = 1u << last;
    let base = i * STRIDE;
    let head = subs[base];
    let distance = head & 255u;
    let depth = head >> 8u;
    let r = distance * RULES;

    var left = 0u;
    var down = 0u;
    var right = 0u;
    for (var y = 0u; y < depth; y++) {
        let bit = subs[base + 1u + y];
        board[y] = bit;
        left = (left | bit) << 1u;
        down = down | bit;
        right = (right | bit) >> 1u;
    }
    var c2 = 0u;
    var c4 = 0u;
    var c8 = 0u;
    let allow_last = rules[r + last];
    var y = depth;
    // The current row's free squares still to try.
    var free = rules[r + depth] & ~(left | down | right);
    // Bit y: `right`'s lowest bit at row y, which the shift to row y + 1
    // drops; kept to undo that shift.
    var edge = 0u;
    // One queen per turn, after going back as many rows as it takes to
    // find a square: the lanes of a GPU's warp that back up and those that
    // place run the same turn, and a lane that backs up several rows does
    // it in a short inner loop, not in whole turns. (llvmpipe, Mesa's
    // software Vulkan, stops the loops of an invocation after 65,535 turns
    // in all, inner ones included: the hosts give software adapters smaller
    // sub-boards, see sub_rows_for and docs/gpu.md.)
    loop {
        // The last row's square when this turn completes a board.
        var square = 0u;
        if (depth == last) {
            // Only the last row is left: its one free square, if any.
            square = free;
            free = 0u;
        } else {
            if (free == 0u) {
                // This row is done: back up, a row at a time undoing its
                // queen, to a row with a square left, or the end.
                loop {
                    if (y == depth || free != 0u) {
                        break;
                    }
                    y -= 1u;
                    let bit = board[y];
                    left = (left >> 1u) & ~bit;
                    down = down & ~bit;
                    right = ((right << 1u) & ~bit) | ((edge >> y) & 1u);
                    free = rules[r + y] & ~(left | down | right) & ~(bit | (bit - 1u));
                }
                if (free == 0u) {
                    break;
                }
            }
            let bit = free & (~free + 1u);
            free = free ^ bit;
            board[y] = bit;
            let l = (left | bit) << 1u;
            let d = down | bit;
            let rr = (right | bit) >> 1u;
            let next_row = y + 1u;
            if (next_row == last) {
                square = allow_last & ~(l | d | rr);
            } else {
                let next = rules[r + next_row] & ~(l | d | rr);
                let ahead = last - next_row;
                // The last row keeps a square...
                let last_open = (allow_last & ~((l << ahead) | d | (rr >> ahead))) != 0u;
                // ...and each outer column is taken or keeps a square.
                let left_reach = rules[r + 32u + next_row];
                let right_reach = rules[r + 64u + next_row];
                let outer_open = ((d & top) | (left_reach & ~l)) != 0u
                    && ((d & 1u) | (right_reach & ~rr)) != 0u;
                if (next != 0u && last_open && outer_open) {
                    edge = (edge & ~(1u << y)) | ((right & 1u) << y);
                    y = next_row;
                    free = next;
                    left = l;
                    down = d;
                    right = rr;
                }
            }
        }
        if (square == 0u) {
            if (depth == last) {
                break;
            }
            continue;
        }
        // A complete board: kept unless a rotation of it is smaller (that
        // rotation is the board counted for its orbit). A rotation can only
        // be smaller if it brings another edge queen at the same distance
        // to the row-0 square: 0 a quarter turn, 1 a half turn, 2 three
        // quarter turns; equal to the quarter turn: class 2, to the half
        // turn: class 4, else 8.
        board[last] = square;
        var class_of = 8u;
        let quarter = board[last - distance] == 1u;
        let half = board[last] == (top >> distance);
        let three = board[distance] == top;
        if (quarter || half || three) {
            // row_of[j]: the row of the queen on bit j.
            var row_of: array<u32, 32>;
            for (var k = 0u; k < n; k++) {
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
                for (var k = 1u; k < n; k++) {
                    let own = board[k];
                    var other: u32;
                    if (turn == 0u) {
                        other = 1u << (n - 1u - row_of[k]);
                    } else if (turn == 1u) {
                        other = 1u << (n - 1u - countTrailingZeros(board[n - 1u - k]));
                    } else {
                        other = 1u << row_of[n - 1u - k];
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
        if (class_of == 2u) {
            c2 += 1u;
        } else if (class_of == 4u) {
            c4 += 1u;
        } else if (class_of == 8u) {
            c8 += 1u;
        }
        if (depth == last) {
            break;
        }
    }
    counts[3u * i] = c2;
    counts[3u * i + 1u] = c4;
    counts[3u * i + 2u] = c8;
}
