// What the GPU counter's two kernels share (docs/gpu.md "The kernels"):
// `kernel.rs` puts this in front of stack.wgsl and of frontier.wgsl. The
// bindings, the pipeline constants, the rules of a row, the placed rows of
// a sub-board, the start and end of a sub-board, the look-ahead of a turn
// and the class of a complete board. Each kernel defines
// `searched(k, depth, second, lane)`: the queen of row k (depth <= k <=
// n - 2) of the complete board a turn just found.
//
// Both take sub-boards from an atomic counter (`next`) until the list is
// empty (or, on a software adapter, after `grab` of them: llvmpipe stops
// an invocation's loops after 65,535 turns), search each one queen per
// turn with a stack in workgroup memory laid out `level * WG + lane` (the
// 32 lanes of a warp touch consecutive words: no bank conflicts), and
// write three counts per sub-board (classes 2, 4, 8). A sub-board comes
// compact, one vec4: (distance | rows << 8, then the column of each
// placed queen in 5 bits, six to a word). u32 only; column c is bit
// n - 1 - c.

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

// The board's size.
override N: u32 = 16u;
// The rows a sub-board leaves to search but the last and one (n - 2 -
// rows placed): the stack's depth.
override LEVELS: u32 = 11u;
// Rows a turn looks ahead (1..=3): its child is searched only if the last
// row keeps a square under the attacks so far, from 2 also the second-last
// row, with 3 the third-last too (any square: looser than their rules,
// still sound). A look-ahead only cuts searches that complete no board.
override AHEAD: u32 = 3u;

@group(0) @binding(0) var<uniform> params: Params;
// Per distance 0..=(n - 1) / 2 (kernel.rs, `kernel_rules`): the rows (bit
// z: row z) where the left column may take a queen, the same for the
// right column, row 1's allowed squares, the last row's.
@group(0) @binding(1) var<storage, read> rules: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read> subs: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read_write> counts: array<u32>;
@group(0) @binding(4) var<storage, read_write> next: atomic<u32>;

// No sub-board: an invocation stops.
const NONE: u32 = 0xffffffffu;

// The squares row y (1 <= y <= n - 1) allows for a sub-board of
// `distance` (the solver's Rules): row 1's and the last row's from `rule`,
// the outer columns closed in the band distance < y < hi = n - 1 -
// distance, every square elsewhere.
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

// The attacks (left, down, right) of a sub-board's placed rows on the
// first row searched.
fn host_attacks(sub: vec4<u32>, depth: u32) -> vec3<u32> {
    var a = vec3<u32>();
    for (var k = 0u; k < depth; k++) {
        let bit = placed(sub, k);
        a = vec3<u32>((a.x | bit) << 1u, a.y | bit, (a.z | bit) >> 1u);
    }
    return a;
}

// Whether this pipeline holds a sub-board (the hosts never send another:
// one is counted as nothing rather than searched out of bounds). Row 0 is
// always placed, so a turn's child is row 2 or below.
fn holds(distance: u32, depth: u32) -> bool {
    let last = N - 1u;
    return depth != 0u && distance != 0u && 2u * distance <= last && depth <= last && depth + LEVELS + 1u >= last;
}

// Writes sub-board `i`'s counts `c` (when there is one) and takes the
// next one into `i`, counted in `taken`, with its counts zero: false once
// this invocation has taken `grab` or the list is empty.
fn finish_and_take(i: ptr<function, u32>, c: ptr<function, vec3<u32>>, taken: ptr<function, u32>) -> bool {
    let done = *i;
    if (done < params.count) {
        counts[3u * done] = (*c).x;
        counts[3u * done + 1u] = (*c).y;
        counts[3u * done + 2u] = (*c).z;
    }
    if (*taken == params.grab) {
        return false;
    }
    *taken += 1u;
    *i = atomicAdd(&next, 1u);
    *c = vec3<u32>();
    return *i < params.count;
}

// Whether `squares` keep one under the attacks of a row (with its queen)
// `k` rows below it.
fn keeps(squares: u32, lb: u32, cd: u32, rb: u32, k: u32) -> bool {
    return (squares & ~((lb << k) | cd | (rb >> k))) != 0u;
}

// The look-ahead of a turn on the row `ahead` rows above the last (its
// attacks with the turn's queen: `lb` left, `cd` down, `rb` right): the
// last AHEAD rows each keep a square, the k-th-last where it is below the
// child (ahead >= k; at ahead 1 the turn pushes no child anyway). WGSL
// takes a shift modulo 32, so a test whose row is not below the child is
// computed and not used.
fn rows_ahead_open(last_row: u32, lb: u32, cd: u32, rb: u32, ahead: u32) -> bool {
    let every = (1u << N) - 1u;
    let second = (AHEAD < 2u) | keeps(every, lb, cd, rb, ahead - 1u);
    let third = (AHEAD < 3u) | (ahead < 3u) | keeps(every, lb, cd, rb, ahead - 2u);
    return keeps(last_row, lb, cd, rb, ahead) & second & third;
}

// The queen of row k of a complete board: placed by the host (k < depth),
// the last row's `square`, else searched.
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

// The class of a complete board (sub-board i's, `square` its last row's
// queen, `second` its second-last row's): 0 when a rotation of it is
// smaller (that rotation is the board counted for its orbit), else 2, 4
// or 8. A rotation can only be smaller if it brings another edge queen at
// the same distance to the row-0 square (the tie test: `quarter` for a
// quarter turn, `half` a half turn, `three` three quarter turns); equal to
// the quarter turn: class 2, to the half turn: class 4.
fn class_of(quarter: bool, half: bool, three: bool, i: u32, depth: u32, square: u32, second: u32, lane: u32) -> u32 {
    if (!(quarter || half || three)) {
        return 8u;
    }
    let last = N - 1u;
    let sub = subs[i];
    for (var turn = 0u; turn < 3u; turn++) {
        let tie = select(select(three, half, turn == 1u), quarter, turn == 0u);
        if (!tie) {
            continue;
        }
        // The board against the rotation, rows 1.. (row 0 is equal): -1
        // smaller, 0 equal, 1 greater.
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
            return 0u;
        }
        if (order == 0 && turn < 2u) {
            return select(4u, 2u, turn == 0u);
        }
    }
    return 8u;
}

// Counts `c` (classes 2, 4, 8) with a complete board of class `found`
// added (0: none).
fn add_class(c: vec3<u32>, found: u32) -> vec3<u32> {
    return c + select(vec3<u32>(), vec3<u32>(1u), vec3<u32>(2u, 4u, 8u) == vec3<u32>(found));
}
