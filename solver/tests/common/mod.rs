//! What the integration tests share: the published counts.

/// `(total, unique)` for `n = 1..=27` (index `n - 1`): the published counts
/// (`solver::published`, data/nqueens-counts.tsv).
pub fn reference() -> Vec<(u64, u64)> {
    solver::published::TABLE
        .iter()
        .map(|r| (r.total, r.unique))
        .collect()
}
