// en: N-Queens by the bitmap search, with an explicit stack instead of recursion.
// ja: ビットマップ法の N-Queens。再帰の代わりに配列をスタックとして使う。
// $ node bitmap_nr.js 8
const n = Number(process.argv[2] ?? 8);
const trace = process.argv[3] === "--trace"; // @trace
if (!Number.isInteger(n) || n < 1 || n > 16) {
  console.error("n must be 1..16");
  process.exit(1);
}
// en: Per row: the columns attacked from above, and bitmap,
// en: its free columns not tried yet.
// ja: 行ごとに: 上から利いている列と、bitmap
// ja: (空いていてまだ試していない列)。
const left = new Array(n).fill(0);
const down = new Array(n).fill(0);
const right = new Array(n).fill(0);
const bitmap = new Array(n).fill(0);
const mask = (1 << n) - 1;
let total = 0;
let row = 0;
bitmap[0] = mask;
while (row >= 0) {
  if (bitmap[row] !== 0) {
    // en: Place: bitmap & -bitmap keeps only the lowest 1 (the
    // en: rightmost free column); ^= crosses it off the candidates.
    // ja: 配置: bitmap & -bitmap は一番下の1 (一番右の空き列) だけを残す。
    // ja: ^= でそれを候補から消す。
    const bit = bitmap[row] & -bitmap[row]; // @place
    bitmap[row] ^= bit;
    if (row === n - 1) {
      // en: A queen on the last row: one more solution.
      // ja: 最後の行に置けた: 解が一つ見つかった。
      total++; // @solution
      if (trace) console.log(`place ${row} ${bit} 1`); // @trace
    } else {
      if (trace) console.log(`place ${row} ${bit} 0`); // @trace
      // en: Descend: the attacks move down a row; left shifts one
      // en: column left, right one column right, down stays.
      // ja: 下の行へ: 利き筋を一行下へ。left は左へ、right は右へ
      // ja: 一列ずれ、down はそのまま。
      left[row + 1] = ((left[row] | bit) << 1) & mask; // @descend
      down[row + 1] = down[row] | bit; // @descend
      right[row + 1] = (right[row] | bit) >> 1; // @descend
      row++; // @descend
      bitmap[row] = mask & ~(left[row] | down[row] | right[row]); // @descend
      if (trace) console.log(`descend ${row}`); // @trace
    }
  } else {
    // en: Backtrack: no candidate left, go back up one row
    // en: (from row 0 the search is over).
    // ja: 戻る: 候補が残っていないので一つ上の行へ
    // ja: (一番上の行からなら探索は終わり)。
    row--; // @backtrack
    if (trace) console.log(`backtrack ${row + 1}`); // @trace
  }
}
console.log(total);
