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
// iterative (an explicit stack of rows), u32 arithmetic only: columns are
// bits, column c is bit n-1-c, and n <= 27 so every bitmap fits.

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

// The queen of each row (one bit), for the symmetry check.
var<private> board: array<u32, 32>;
// The row whose queen is on bit j (only filled for the rare boards with a
// tie, see classify).
var<private> row_of: array<u32, 32>;
// Per row: the free squares still to try, and the attacks on it.
var<private> free_at: array<u32, 32>;
var<private> left_at: array<u32, 32>;
var<private> down_at: array<u32, 32>;
var<private> right_at: array<u32, 32>;

var<private> size: u32;

// The rotation images of the board, row by row: 0 a quarter turn, 1 a half
// turn, 2 three quarter turns.
fn image(turn: u32, y: u32) -> u32 {
    let n = size;
    if (turn == 0u) {
        return 1u << (n - 1u - row_of[y]);
    }
    if (turn == 1u) {
        return 1u << (n - 1u - countTrailingZeros(board[n - 1u - y]));
    }
    return 1u << row_of[n - 1u - y];
}

// The board against one of its images, rows 1.. (row 0 is equal): -1 the
// board is smaller, 0 equal, 1 greater.
fn compare(turn: u32) -> i32 {
    for (var y = 1u; y < size; y++) {
        let own = board[y];
        let other = image(turn, y);
        if (own != other) {
            return select(-1, 1, own > other);
        }
    }
    return 0;
}

// A complete board: 0 not kept (a rotation is smaller and is the board
// counted for its orbit), else its class, 2, 4 or 8.
fn classify(distance: u32) -> u32 {
    let n = size;
    let last = n - 1u;
    let top = 1u << last;
    let quarter = board[last - distance] == 1u;
    let half = board[last] == (top >> distance);
    let three = board[distance] == top;
    if (!quarter && !half && !three) {
        return 8u;
    }
    for (var y = 0u; y < n; y++) {
        row_of[countTrailingZeros(board[y])] = y;
    }
    if (quarter) {
        let c = compare(0u);
        if (c > 0) { return 0u; }
        if (c == 0) { return 2u; }
    }
    if (half) {
        let c = compare(1u);
        if (c > 0) { return 0u; }
        if (c == 0) { return 4u; }
    }
    if (three && compare(2u) > 0) {
        return 0u;
    }
    return 8u;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x + id.y * params.row_stride;
    if (i >= params.count) {
        return;
    }
    let n = params.n;
    size = n;
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
    let first = rules[r + depth] & ~(left | down | right);

    if (depth == last) {
        // Only the last row is left: its one free square, if any.
        if (first != 0u) {
            board[last] = first;
            let kept = classify(distance);
            c2 += u32(kept == 2u);
            c4 += u32(kept == 4u);
            c8 += u32(kept == 8u);
        }
    } else {
        var y = depth;
        free_at[y] = first;
        left_at[y] = left;
        down_at[y] = down;
        right_at[y] = right;
        loop {
            let free = free_at[y];
            if (free == 0u) {
                if (y == depth) {
                    break;
                }
                y -= 1u;
                continue;
            }
            let bit = free & (~free + 1u);
            free_at[y] = free ^ bit;
            board[y] = bit;
            let l = (left_at[y] | bit) << 1u;
            let d = down_at[y] | bit;
            let rr = (right_at[y] | bit) >> 1u;
            let next_row = y + 1u;
            if (next_row == last) {
                let square = allow_last & ~(l | d | rr);
                if (square != 0u) {
                    board[last] = square;
                    let kept = classify(distance);
                    c2 += u32(kept == 2u);
                    c4 += u32(kept == 4u);
                    c8 += u32(kept == 8u);
                }
                continue;
            }
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
                y = next_row;
                free_at[y] = next;
                left_at[y] = l;
                down_at[y] = d;
                right_at[y] = rr;
            }
        }
    }
    counts[3u * i] = c2;
    counts[3u * i + 1u] = c4;
    counts[3u * i + 2u] = c8;
}
