//! What the integration tests share: the published counts.

/// `(total, unique)` for `n = 1..=27` (index `n - 1`), from
/// data/nqueens-counts.tsv, a copy of the project's reference table.
pub fn reference() -> Vec<(u64, u64)> {
    include_str!("../../../data/nqueens-counts.tsv")
        .lines()
        .skip(1)
        .enumerate()
        .map(|(i, line)| {
            let f: Vec<u64> = line.split('\t').map(|x| x.parse().unwrap()).collect();
            assert_eq!(f[0], i as u64 + 1, "the table's rows are n = 1, 2, ...");
            (f[1], f[2])
        })
        .collect()
}
