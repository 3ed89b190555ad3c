/* The plain recursive bitmap count in C, as the baseline of
 * tests/e2e/bench-count.mjs (compiled there with `cc -O2` when a C compiler
 * is present): the method of the seeds' `bitmap_R`, written for this
 * benchmark. Usage: plain_bitmap N [REPS]; prints "N TOTAL SECONDS" with the
 * best time of REPS runs. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static unsigned mask;

/* Solutions below a row whose columns and diagonals taken by the queens
 * above are `down`, `left` and `right`. */
static unsigned long long solve(unsigned left, unsigned down, unsigned right) {
    if (down == mask) return 1;
    unsigned long long total = 0;
    unsigned bitmap = mask & ~(left | down | right);
    while (bitmap) {
        unsigned bit = bitmap & -bitmap;
        bitmap ^= bit;
        total += solve((left | bit) << 1, down | bit, (right | bit) >> 1);
    }
    return total;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 0;
    int reps = argc > 2 ? atoi(argv[2]) : 1;
    if (n < 1 || n > 27 || reps < 1) {
        fprintf(stderr, "usage: plain_bitmap N (1..27) [REPS]\n");
        return 2;
    }
    mask = (1u << n) - 1;
    double best = 1e300;
    unsigned long long total = 0;
    for (int i = 0; i < reps; i++) {
        double start = now();
        total = solve(0, 0, 0);
        double t = now() - start;
        if (t < best) best = t;
    }
    printf("%d %llu %.3f\n", n, total, best);
    return 0;
}
