//! The check that each form of the sweep counts as the portable [`sweep`]
//! on random groups and west lists. Compiled for the tests and with the
//! `selftest` feature only: a count never runs it.

use super::sliced::{group_tables_in, push_entries, with_tables, LANES};
use super::sweep::{sweep, sweep_best, Simd};

/// The first of `rounds` random groups and west lists from `seed` on which
/// the sweep of the form a join uses here (the wasm's own in the site's
/// wasm, [`Simd::chosen`] natively) counts otherwise than [`sweep`]; `None`
/// when they always agree. Test-only (the `selftest` feature): the native
/// tests call it, and so does a wasm built for the browser's test
/// (`solver/examples/wasm_check.rs`), the only place where the wasm's
/// sweep runs outside a count.
pub fn sweep_differs(seed: u64, rounds: u32) -> Option<u32> {
    sweep_differs_with(super::sweep::in_use(), seed, rounds)
}

/// [`sweep_differs`] for the form `simd`, which must be
/// [`Simd::available`]: on random groups (1 to 256 east patterns) and west
/// lists (0 to 300 patterns, so that every length of a run and of its
/// remainder occurs), of 30 to 42 bits in six chunks and of 20 to 32 bits in
/// four, by turns.
pub fn sweep_differs_with(simd: Simd, seed: u64, rounds: u32) -> Option<u32> {
    let mut next = crate::xorshift(seed);
    let (mut tables, mut entries) = (Vec::new(), Vec::new());
    for round in 0..rounds {
        let six = round % 2 == 0;
        let width = if six { 30 } else { 20 } + (next() % 13) as usize;
        let mask = (1u64 << width) - 1;
        let (east_len, west_len) = (1 + next() % 256, next() % 301);
        let east = sparse_patterns(&mut next, mask, east_len as usize);
        let west = sparse_patterns(&mut next, mask, west_len as usize);
        entries.clear();
        // The tables where a join builds them (the wasm's sweep reads no
        // others).
        let (best, portable) = with_tables(&mut tables, |t| {
            if six {
                group_tables_in::<6>(&east, width, t);
                west.iter()
                    .for_each(|&q| push_entries::<6>(q, &mut entries));
                (
                    sweep_best::<6>(simd, t, &entries),
                    portable(sweep::<6>(t, &entries)),
                )
            } else {
                group_tables_in::<4>(&east, width, t);
                west.iter()
                    .for_each(|&q| push_entries::<4>(q, &mut entries));
                (
                    sweep_best::<4>(simd, t, &entries),
                    portable(sweep::<4>(t, &entries)),
                )
            }
        });
        if best != portable {
            return Some(round);
        }
    }
    None
}

/// The portable sweep's pairs as the form in use gives them: lane by lane
/// natively; added up in the site's wasm, whose sweep adds the lanes.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
pub(super) fn portable(lanes: [u64; LANES]) -> [u64; LANES] {
    lanes
}

/// The portable sweep's pairs as the form in use gives them: lane by lane
/// natively; in the site's wasm, whose sweep adds lanes `l` and `l + 2`
/// up, those of lanes 0 and 2, then of lanes 1 and 3.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(super) fn portable(lanes: [u64; LANES]) -> [u64; 2] {
    [lanes[0] + lanes[2], lanes[1] + lanes[3]]
}

/// `len` random patterns of `mask`'s bits from `next`, about a quarter of
/// them set: sparse, as half-boards are.
pub(super) fn sparse_patterns(next: &mut impl FnMut() -> u64, mask: u64, len: usize) -> Vec<u64> {
    (0..len)
        .map(|_| {
            let x = next();
            x & x.rotate_left(11) & mask
        })
        .collect()
}
