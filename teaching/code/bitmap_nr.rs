// en: N-Queens by the bitmap search, with an explicit stack instead of recursion.
// ja: ビットマップ法の N-Queens。再帰の代わりに配列をスタックとして使う。
// $ rustc -O bitmap_nr.rs && ./bitmap_nr 8
const MAX_N: usize = 16;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).map_or(Ok(8), |a| a.parse()).unwrap_or(0);
    let trace = args.get(2).is_some_and(|a| a == "--trace"); // @trace
    if !(1..=MAX_N).contains(&n) {
        eprintln!("n must be 1..{MAX_N}");
        std::process::exit(1);
    }
    // en: Per row: the columns attacked from above, and bitmap,
    // en: its free columns not tried yet.
    // ja: 行ごとに: 上から利いている列と、bitmap
    // ja: (空いていてまだ試していない列)。
    let (mut left, mut down, mut right) = ([0u32; MAX_N], [0u32; MAX_N], [0u32; MAX_N]);
    let mut bitmap = [0u32; MAX_N];
    let mask: u32 = (1 << n) - 1;
    let mut total: u64 = 0;
    let mut row = 0;
    bitmap[0] = mask;
    loop {
        if bitmap[row] != 0 {
            // en: Place: bitmap & -bitmap keeps only the lowest 1 (the
            // en: rightmost free column); ^= crosses it off the candidates.
            // en: Rust writes -bitmap as wrapping_neg().
            // ja: 配置: bitmap & -bitmap は一番下の1 (一番右の空き列) だけを残す。
            // ja: ^= でそれを候補から消す。
            // ja: Rust は -bitmap を wrapping_neg() と書く。
            let bit = bitmap[row] & bitmap[row].wrapping_neg(); // @place
            bitmap[row] ^= bit;
            if row == n - 1 {
                // en: A queen on the last row: one more solution.
                // ja: 最後の行に置けた: 解が一つ見つかった。
                total += 1; // @solution
                if trace { println!("place {row} {bit} 1"); } // @trace
            } else {
                if trace { println!("place {row} {bit} 0"); } // @trace
                // en: Descend: the attacks move down a row; left shifts one
                // en: column left, right one column right, down stays.
                // ja: 下の行へ: 利き筋を一行下へ。left は左へ、right は右へ
                // ja: 一列ずれ、down はそのまま。
                left[row + 1] = ((left[row] | bit) << 1) & mask; // @descend
                down[row + 1] = down[row] | bit; // @descend
                right[row + 1] = (right[row] | bit) >> 1; // @descend
                row += 1; // @descend
                bitmap[row] = mask & !(left[row] | down[row] | right[row]); // @descend
                if trace { println!("descend {row}"); } // @trace
            }
        } else {
            // en: Backtrack: no candidate left, go back up one row
            // en: (from row 0 the search is over).
            // ja: 戻る: 候補が残っていないので一つ上の行へ
            // ja: (一番上の行からなら探索は終わり)。
            if trace { println!("backtrack {row}"); } // @trace
            let Some(up) = row.checked_sub(1) else { break }; // @backtrack
            row = up;
        }
    }
    println!("{total}");
}
