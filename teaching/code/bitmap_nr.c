// en: N-Queens by the bitmap search, with an explicit stack instead of recursion.
// ja: ビットマップ法の N-Queens。再帰の代わりに配列をスタックとして使う。
// $ cc -O2 bitmap_nr.c -o bitmap_nr && ./bitmap_nr 8
#include <stdio.h>
#include <stdlib.h>
#include <string.h> // @trace

#define MAX_N 16

int main(int argc, char *argv[]) {
    int n = argc > 1 ? atoi(argv[1]) : 8;
    int trace = argc > 2 && strcmp(argv[2], "--trace") == 0; // @trace
    if (n < 1 || n > MAX_N) {
        fprintf(stderr, "n must be 1..%d\n", MAX_N);
        return 1;
    }
    // en: Per row: the columns attacked from above, and bitmap,
    // en: its free columns not tried yet.
    // ja: 行ごとに: 上から利いている列と、bitmap
    // ja: (空いていてまだ試していない列)。
    unsigned left[MAX_N] = {0}, down[MAX_N] = {0}, right[MAX_N] = {0};
    unsigned bitmap[MAX_N];
    unsigned mask = (1u << n) - 1;
    long total = 0;
    int row = 0;
    bitmap[0] = mask;
    while (row >= 0) {
        if (bitmap[row] != 0) {
            // en: Place: bitmap & -bitmap keeps only the lowest 1 (the
            // en: rightmost free column); ^= crosses it off the candidates.
            // ja: 配置: bitmap & -bitmap は一番下の1 (一番右の空き列) だけを残す。
            // ja: ^= でそれを候補から消す。
            unsigned bit = bitmap[row] & -bitmap[row]; // @place
            bitmap[row] ^= bit;
            if (row == n - 1) {
                // en: A queen on the last row: one more solution.
                // ja: 最後の行に置けた: 解が一つ見つかった。
                total++; // @solution
                if (trace) printf("place %d %u 1\n", row, bit); // @trace
            } else {
                if (trace) printf("place %d %u 0\n", row, bit); // @trace
                // en: Descend: the attacks move down a row; left shifts one
                // en: column left, right one column right, down stays.
                // ja: 下の行へ: 利き筋を一行下へ。left は左へ、right は右へ
                // ja: 一列ずれ、down はそのまま。
                left[row + 1] = ((left[row] | bit) << 1) & mask; // @descend
                down[row + 1] = down[row] | bit; // @descend
                right[row + 1] = (right[row] | bit) >> 1; // @descend
                row++; // @descend
                bitmap[row] = mask & ~(left[row] | down[row] | right[row]); // @descend
                if (trace) printf("descend %d\n", row); // @trace
            }
        } else {
            // en: Backtrack: no candidate left, go back up one row
            // en: (from row 0 the search is over).
            // ja: 戻る: 候補が残っていないので一つ上の行へ
            // ja: (一番上の行からなら探索は終わり)。
            row--; // @backtrack
            if (trace) printf("backtrack %d\n", row + 1); // @trace
        }
    }
    printf("%ld\n", total);
    return 0;
}
