/* The carry chain count in C: total and unique, for the counting benchmark
 * (scripts/bench-count.sh). This is the seeds' final method, written for
 * this project from its idea, not from the seeds' code:
 *
 * 1. Chains. Every solution has one queen in each of the two outer lines
 *    of every edge (rows 0 and 1, rows n-1 and n-2, columns 0 and 1,
 *    columns n-1 and n-2). For the top edge, the pair of columns (a, b) of
 *    the queens of rows 0 and 1 is a "chain": a and b differ by 2 or more,
 *    so there are (n-1)(n-2) chains, numbered in the order of (a, b). The
 *    other edges use the same numbering turned with the board: a chain on
 *    the right edge is the top chain turned a quarter clockwise, and so on.
 *    A board is first described by its four chains (top, right, bottom,
 *    left), up to 8 queens, which must not attack each other (a corner
 *    queen belongs to two chains and must agree).
 * 2. Symmetry on the chains. Turning the board a quarter clockwise turns
 *    (t, r, b, l) into (l, t, r, b); its left-right mirror gives
 *    (M-t, M-l, M-b, M-r) with M = (n-1)(n-2)-1 (mirroring a pair of
 *    columns reverses the numbering). Only the quadruples that are the
 *    smallest of their eight images are searched: then the top chain is at
 *    most M/2 and the others lie between t and M-t, which is where the
 *    loops run. H, the images equal to the quadruple itself, says how many
 *    boards of one orbit share these chains.
 * 3. The interior. The other queens are counted by the plain bitmap search
 *    over the rows the chains leave, their queens' columns and diagonals
 *    taken out of every row first (so a chain queen below prunes as early
 *    as one above); the last row left is counted by its free squares. If no
 *    rotation keeps the chains (the common case), no solution with these
 *    chains is symmetric: each orbit of 8 boards has |H| of them here, so
 *    C8 += completions / |H|. If a half turn keeps them, each completed
 *    board is checked for its own half and quarter turn symmetry and counted
 *    in C8, C4 or C2 likewise (an orbit of 8/s boards has |H|/s of its
 *    boards here, s being the board's own number of symmetries).
 *
 * total = 2 C2 + 4 C4 + 8 C8, unique = C2 + C4 + C8 (n >= 4; 1, 2, 3 are
 * given directly).
 *
 *   cc -O2 -o carry_chain carry_chain.c
 *   ./carry_chain N [REPS]  -> "n=N total=T unique=U seconds=S" (best of REPS)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define MAXN 27

static int n;
static unsigned full;
static int chains;                  /* (n-1)(n-2) */
static int chain_a[MAXN * MAXN], chain_b[MAXN * MAXN];

/* The queens placed so far: the column of each row (-1: none), the
 * columns taken and the two diagonals. With j = n-1-c the bit of column c,
 * a queen at (r, c) takes diagonal r + j of `down_right` and (n-1-r) + j of
 * `down_left`; so in row r the squares they attack are simply
 * down_right >> r and down_left >> (n-1-r). */
typedef struct {
    int col[MAXN];
    unsigned cols;
    uint64_t down_right, down_left;
} Board;

/* Places a queen at (r, c): 1 if it fits (or is already there). */
static int put(Board *bd, int r, int c) {
    if (bd->col[r] == c) return 1;
    if (bd->col[r] >= 0 || (bd->cols >> c & 1u)) return 0;
    int j = n - 1 - c;
    uint64_t dr = 1ull << (r + j), dl = 1ull << (n - 1 - r + j);
    if ((bd->down_right & dr) || (bd->down_left & dl)) return 0;
    bd->col[r] = c;
    bd->cols |= 1u << c;
    bd->down_right |= dr;
    bd->down_left |= dl;
    return 1;
}

/* The squares of chain k on edge e (0 top, 1 right, 2 bottom, 3 left):
 * the top chain's squares (0, a) and (1, b) turned e quarters clockwise, a
 * quarter turn taking (r, c) to (c, n-1-r). */
static int sq_row[4][MAXN * MAXN][2], sq_col[4][MAXN * MAXN][2];

static void list_squares(void) {
    for (int k = 0; k < chains; k++)
        for (int i = 0; i < 2; i++) {
            int r = i, c = i ? chain_b[k] : chain_a[k];
            for (int e = 0; e < 4; e++) {
                sq_row[e][k][i] = r;
                sq_col[e][k][i] = c;
                int r2 = c, c2 = n - 1 - r;
                r = r2;
                c = c2;
            }
        }
}

/* Whether a queen at (r, c) fits the board (or is already there). */
static int fits(const Board *bd, int r, int c) {
    if (bd->col[r] == c) return 1;
    if (bd->col[r] >= 0 || (bd->cols >> c & 1u)) return 0;
    int j = n - 1 - c;
    return !(bd->down_right >> (r + j) & 1u) && !(bd->down_left >> (n - 1 - r + j) & 1u);
}

/* Places chain k on edge e if both its queens fit (a chain's own two
 * queens never attack each other): 1 if placed. */
static int put_chain(Board *bd, int e, int k) {
    const int *r = sq_row[e][k], *c = sq_col[e][k];
    if (!fits(bd, r[0], c[0]) || !fits(bd, r[1], c[1])) return 0;
    put(bd, r[0], c[0]);
    put(bd, r[1], c[1]);
    return 1;
}

/* The rows left to fill, top to bottom, and for each the squares the
 * chains' queens attack there (along a column or a diagonal, from above or
 * from below): the interior search never tries them, so a chain queen
 * below prunes as early as one above. */
static int nfree;
static int gap[MAXN];         /* rows from free row i to free row i + 1 */
static unsigned blocked[MAXN];

/* Completions from free row i on, attacked there by `left`, `down` and
 * `right` (the interior queens above): the plain bitmap search. */
static uint64_t fill(int i, unsigned left, unsigned down, unsigned right) {
    if (i == nfree) return 1;
    int g = gap[i];
    uint64_t found = 0;
    unsigned open = full & ~(left | down | right | blocked[i]);
    if (i + 1 == nfree) return (uint64_t)__builtin_popcount(open); /* the last row */
    while (open) {
        unsigned q = open & (0u - open);
        open ^= q;
        found += fill(i + 1, (left | q) << g, down | q, (right | q) >> g);
    }
    return found;
}

/* The same search, each completed board classified by its own symmetry:
 * by_sym[1], [2], [4] count the boards kept by no turn, the half turn
 * only, and the quarter turn. `board_col` holds the chains' queens. */
static int board_col[MAXN];
static int free_row[MAXN];
static uint64_t by_sym[5];

static void fill_sym(int i, unsigned left, unsigned down, unsigned right) {
    if (i == nfree) {
        int half = 1, quarter = 1;
        for (int r = 0; r < n; r++) {
            if (board_col[n - 1 - r] != n - 1 - board_col[r]) half = 0;
            if (board_col[board_col[r]] != n - 1 - r) quarter = 0;
        }
        by_sym[quarter ? 4 : half ? 2 : 1]++;
        return;
    }
    int g = gap[i];
    unsigned open = full & ~(left | down | right | blocked[i]);
    while (open) {
        unsigned q = open & (0u - open);
        open ^= q;
        board_col[free_row[i]] = n - 1 - __builtin_ctz(q);
        fill_sym(i + 1, (left | q) << g, down | q, (right | q) >> g);
    }
}

static int less4(const int *x, const int *y) {
    for (int i = 0; i < 4; i++)
        if (x[i] != y[i]) return x[i] < y[i];
    return 0;
}

static int equal4(const int *x, const int *y) {
    return x[0] == y[0] && x[1] == y[1] && x[2] == y[2] && x[3] == y[3];
}

typedef struct { uint64_t c2, c4, c8; } Classes;

/* The complete board of four chains: keep it if its quadruple is the
 * smallest of its images, then count its interior. */
static void chains_done(const Board *bd, const int q[4], Classes *out) {
    int M = chains - 1;
    int img[8][4];
    int m[4] = {M - q[0], M - q[3], M - q[2], M - q[1]};
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < 4; i++) {
            img[k][i] = q[(i - k + 4) % 4];
            img[4 + k][i] = m[(i - k + 4) % 4];
        }
    int h = 0;
    for (int k = 0; k < 8; k++) {
        if (less4(img[k], q)) return;
        h += equal4(img[k], q);
    }
    /* The rows to fill and what the chains' queens attack in them. */
    unsigned down = 0;
    nfree = 0;
    for (int r = 0; r < n; r++) {
        board_col[r] = bd->col[r];
        if (bd->col[r] >= 0) {
            down |= 1u << (n - 1 - bd->col[r]);
            continue;
        }
        unsigned att = (unsigned)((bd->down_right >> r | bd->down_left >> (n - 1 - r)) & full);
        if (nfree > 0) gap[nfree - 1] = r - free_row[nfree - 1];
        free_row[nfree] = r;
        blocked[nfree] = att;
        nfree++;
    }
    if (nfree > 0) gap[nfree - 1] = 1;
    int half_turn_keeps = equal4(img[2], q);
    if (!half_turn_keeps) {
        uint64_t c = fill(0, 0, down, 0);
        if (c % h) {
            fprintf(stderr, "carry_chain: %llu completions not divisible by %d\n", (unsigned long long)c, h);
            exit(1);
        }
        out->c8 += c / h;
        return;
    }
    by_sym[1] = by_sym[2] = by_sym[4] = 0;
    fill_sym(0, 0, down, 0);
    if ((by_sym[1] % h) || (by_sym[2] * 2 % h) || (by_sym[4] * 4 % h)) {
        fprintf(stderr, "carry_chain: symmetric completions not divisible by %d\n", h);
        exit(1);
    }
    out->c8 += by_sym[1] / h;
    out->c4 += by_sym[2] * 2 / h;
    out->c2 += by_sym[4] * 4 / h;
}

static Classes count(void) {
    Classes out = {0, 0, 0};
    int M = chains - 1;
    Board empty;
    for (int r = 0; r < MAXN; r++) empty.col[r] = -1;
    empty.cols = 0;
    empty.down_right = empty.down_left = 0;
    int q[4];
    for (q[0] = 0; 2 * q[0] <= M; q[0]++) {
        Board b0 = empty;
        if (!put_chain(&b0, 0, q[0])) continue;
        for (q[1] = q[0]; q[1] <= M - q[0]; q[1]++) {
            Board b1 = b0;
            if (!put_chain(&b1, 1, q[1])) continue;
            for (q[2] = q[0]; q[2] <= M - q[0]; q[2]++) {
                const int *r = sq_row[2][q[2]], *c = sq_col[2][q[2]];
                if (!fits(&b1, r[0], c[0]) || !fits(&b1, r[1], c[1])) continue;
                Board b2 = b1;
                if (!put_chain(&b2, 2, q[2])) continue;
                for (q[3] = q[0]; q[3] <= M - q[0]; q[3]++) {
                    const int *r = sq_row[3][q[3]], *c = sq_col[3][q[3]];
                    if (!fits(&b2, r[0], c[0]) || !fits(&b2, r[1], c[1])) continue;
                    Board b3 = b2;
                    put_chain(&b3, 3, q[3]);
                    chains_done(&b3, q, &out);
                }
            }
        }
    }
    return out;
}

static double seconds_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    n = argc > 1 ? atoi(argv[1]) : 0;
    int reps = argc > 2 ? atoi(argv[2]) : 1;
    if (argc > 3 || n < 1 || n > MAXN || reps < 1) {
        fprintf(stderr, "usage: carry_chain N [REPS]   (N = 1..27)\n");
        return 2;
    }
    full = (1u << n) - 1;
    chains = 0;
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++)
            if (a - b >= 2 || b - a >= 2) {
                chain_a[chains] = a;
                chain_b[chains] = b;
                chains++;
            }
    list_squares();
    unsigned long long total = 0, unique = 0;
    double best = -1;
    for (int i = 0; i < reps; i++) {
        double t0 = seconds_now();
        if (n < 4) {
            total = unique = (n == 1);
        } else {
            Classes c = count();
            total = 2 * c.c2 + 4 * c.c4 + 8 * c.c8;
            unique = c.c2 + c.c4 + c.c8;
        }
        double t = seconds_now() - t0;
        if (best < 0 || t < best) best = t;
    }
    printf("n=%d total=%llu unique=%llu seconds=%.3f\n", n, total, unique, best);
    return 0;
}
