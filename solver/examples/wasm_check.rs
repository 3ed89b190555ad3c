//! A test-only wasm, never shipped: the counter's window in the browser's
//! WebAssembly SIMD, compared with its portable form operation by
//! operation ([`window::simd_differs`]), and a traced count whose tree the
//! test compares with the native one (`examples/traced.rs`). Plain exports,
//! no imports and no wasm-bindgen: `tests/e2e/wasm-window.test.mjs` builds
//! it and instantiates it in Chromium.
//!
//! `cargo build --release --target wasm32-unknown-unknown -p solver --features selftest --example wasm_check`

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use solver::{count, methods::Unlimited, window};

/// 1 when this wasm was compiled with simd128 (`.cargo/config.toml`), so
/// that the comparison is with the SIMD form.
#[no_mangle]
pub extern "C" fn simd128() -> u32 {
    u32::from(cfg!(target_feature = "simd128"))
}

/// 0 when the SIMD form agrees with the portable one on `rounds` rounds
/// from `seed`; else `round << 8 | op + 1`, `op` into [`window::Op::ALL`]
/// (its name: [`op_name`]).
#[no_mangle]
pub extern "C" fn simd_differs(seed: u64, rounds: u32) -> u64 {
    match window::simd_differs(seed, rounds) {
        None => 0,
        Some((round, op)) => {
            let k = window::Op::ALL.iter().position(|&o| o == op).unwrap_or(255);
            u64::from(round) << 8 | (k as u64 + 1)
        }
    }
}

/// 0 when the join's sweep in this wasm counts as its portable form on
/// `rounds` random groups from `seed`; else the first round that differs,
/// plus one ([`solver::join::sweep_differs`]).
#[no_mangle]
pub extern "C" fn sweep_differs(seed: u64, rounds: u32) -> u32 {
    solver::join::sweep_differs(seed, rounds).map_or(0, |round| round + 1)
}

/// The address of the name of operation `k` (its length: [`op_name_len`]).
#[no_mangle]
pub extern "C" fn op_name(k: u32) -> *const u8 {
    window::Op::ALL[k as usize % window::Op::ALL.len()]
        .name()
        .as_ptr()
}

#[no_mangle]
pub extern "C" fn op_name_len(k: u32) -> u32 {
    window::Op::ALL[k as usize % window::Op::ALL.len()]
        .name()
        .len() as u32
}

/// nodes, leaves, total, unique of the last [`trace`].
static TRACED: [AtomicU64; 4] = [const { AtomicU64::new(0) }; 4];

/// Counts the `n`-board with its tree measured (`count::count_traced`, the
/// lab's symmetric counter); the results through [`traced`]. With
/// `narrow_below` other than `u32::MAX`, every window is searched wide but
/// those whose empty columns span less
/// (`count::count_traced_windows`): the wide window and its narrowing,
/// which the counter uses from n = 17 on, on a small board.
#[no_mangle]
pub extern "C" fn trace(n: u32, narrow_below: u32) {
    let t = match narrow_below {
        u32::MAX => count::count_traced(n as usize, &mut Unlimited),
        span => count::count_traced_windows(n as usize, span, &mut Unlimited),
    };
    let values = [
        t.tree.nodes,
        t.tree.leaves,
        t.classes.total(),
        t.classes.unique(),
    ];
    for (slot, v) in TRACED.iter().zip(values) {
        slot.store(v, Relaxed);
    }
}

/// Result `k` of the last [`trace`]: 0 nodes, 1 leaves, 2 total, 3 unique.
#[no_mangle]
pub extern "C" fn traced(k: u32) -> u64 {
    TRACED[k as usize % 4].load(Relaxed)
}

/// The total of an `n`-board counted by the half-board join in this wasm
/// (its tables built first): for timing the join's wasm outside a page
/// (`node`, no imports needed).
#[no_mangle]
pub extern "C" fn join_total(n: u32) -> u64 {
    solver::join::count(n as usize).total()
}
