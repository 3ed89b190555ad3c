// The stack kernel (docs/gpu.md "The stack kernel"), after prelude.wgsl:
// each row searched in turns has its own entry on the workgroup stack (row
// depth + v at level v): its untried squares, `left`, `down` and `right`.
// A turn loads its row's entry, takes the lowest untried square, writes
// the rest back and pushes the child one level down when the child keeps
// a square and the look-ahead holds. The entries of the rows above a
// turn's row are those of the board being built, so a queen is what its
// row adds to the next row's `down`, and nothing else is kept in workgroup
// memory: the fewer bytes a workgroup takes, the more workgroups a GPU's
// core keeps. A row with no square left is not returned to: each entry
// keeps, in the high bits of its `right`, the level to go back to when its
// row is done (its parent's, or its parent's own when the parent had none
// left), so every turn places a queen. Workgroup memory: (LEVELS + 1) KiB.
// Its turns in Rust: `reference::stack_sub_board`.

// Where an entry's level to go back to sits in its `right` (whose squares
// are bits 0..n - 1 < 27).
const BACK: u32 = 27u;

override STACK_ENTRIES: u32 = (LEVELS + 1u) * WG;
// The second-last row, n - 2 (0 for n = 1, which has no sub-boards: the
// pipeline's constants are evaluated without overflow).
override SECOND_LAST: u32 = max(N, 2u) - 2u;

// Row depth + v's entry of each invocation at v * WG + lane: its untried
// squares, `left`, `down`, and `right` with the level (+ 1; 0: the
// sub-board is done) to go back to when the row has no square left.
var<workgroup> stack: array<vec4<u32>, STACK_ENTRIES>;

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

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lane: u32) {
    let last = N - 1u;
    let top = 1u << last;
    // The slot of the row being searched (level * WG + lane); at or past
    // STACK_ENTRIES (wrapped below level 0) when the sub-board is done.
    var slot = STACK_ENTRIES;
    // The sub-board being searched (none yet), how many were taken, its
    // counts.
    var i = NONE;
    var taken = 0u;
    var c = vec3<u32>();
    var distance = 0u;
    var depth = 0u;
    // Whether the queens of rows n - 1 - distance and distance are on the
    // right and the left column, where the host placed those rows.
    var quarter_placed = false;
    var three_placed = false;
    // The sub-board's distance's last row's squares, and the band of rows
    // whose outer columns are closed: row y + 1 with y - distance < band.
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
            if (!finish_and_take(&i, &c, &taken)) {
                break;
            }
            let sub = subs[i];
            distance = sub.x & 255u;
            depth = (sub.x >> 8u) & 255u;
            if (!holds(distance, depth)) {
                continue;
            }
            let rule = rules[distance];
            last_row = rule.w;
            band = select(0u, last - 2u * distance - 1u, 2u * distance < last);
            quarter_placed = last - distance < depth && placed(sub, last - distance) == 1u;
            three_placed = distance < depth && placed(sub, distance) == top;
            let a = host_attacks(sub, depth);
            let f = allowed(depth, distance, last - distance, rule) & ~(a.x | a.y | a.z);
            if (depth == last) {
                square = f;
            } else if (f != 0u) {
                stack[lane] = vec4<u32>(f, a.x, a.y, a.z);
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
            let push = !at_last & (free != 0u) & rows_ahead_open(last_row, lb, cd, rb, last - y);
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
        // A complete board: the tie test's rows where they were searched.
        var quarter = quarter_placed;
        if (last - distance >= depth) {
            quarter = searched(last - distance, depth, second, lane) == 1u;
        }
        var three = three_placed;
        if (distance >= depth) {
            three = searched(distance, depth, second, lane) == top;
        }
        let half = square == (top >> distance);
        c = add_class(c, class_of(quarter, half, three, i, depth, square, second, lane));
    }
}
