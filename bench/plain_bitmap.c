/* The classic recursive bitmap count in C: the baseline of the counting
 * benchmark (scripts/bench-count.sh). Every solution is counted, no
 * symmetry: a row's free squares are mask & ~(left | down | right), the
 * lowest one is taken first, and the attacks shift by one square per row.
 * It is the method the seeds call bitmap_R (gcc -O2 there), written for
 * this project.
 *
 *   cc -O2 -o plain_bitmap plain_bitmap.c
 *   ./plain_bitmap N [REPS]   -> "n=N total=T seconds=S" (best of REPS runs)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static unsigned full; /* the n columns, as bits */

/* Solutions below a row attacked by `left`, `down` and `right`. */
static unsigned long long below(unsigned left, unsigned down, unsigned right) {
    if (down == full) return 1; /* every column has its queen */
    unsigned long long found = 0;
    unsigned open = full & ~(left | down | right);
    while (open) {
        unsigned q = open & (0u - open);
        open ^= q;
        found += below((left | q) << 1, down | q, (right | q) >> 1);
    }
    return found;
}

static double seconds_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 0;
    int reps = argc > 2 ? atoi(argv[2]) : 1;
    if (argc > 3 || n < 1 || n > 27 || reps < 1) {
        fprintf(stderr, "usage: plain_bitmap N [REPS]   (N = 1..27)\n");
        return 2;
    }
    full = (n == 32) ? ~0u : (1u << n) - 1;
    unsigned long long total = 0;
    double best = -1;
    for (int i = 0; i < reps; i++) {
        double t0 = seconds_now();
        total = below(0, 0, 0);
        double t = seconds_now() - t0;
        if (best < 0 || t < best) best = t;
    }
    printf("n=%d total=%llu seconds=%.3f\n", n, total, best);
    return 0;
}
