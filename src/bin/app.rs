//! The site's main binary (built by trunk).

#[cfg(target_arch = "wasm32")]
fn main() {
    bitqueens::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the web app: build it with `trunk build` (see README.md).");
}

/// The end-to-end tests' hooks, called from the page
/// (`window.wasmBindings.…`): only in a build with the feature `e2e`, which
/// `scripts/test.sh` tests; the release build exports none of them
/// (`scripts/exports.mjs` checks every build's JavaScript glue). Defined
/// here, in the app's binary, so that no other wasm carries them.
#[cfg(all(target_arch = "wasm32", feature = "e2e"))]
mod e2e {
    use bitqueens::workers::{gpu_engine, pool};
    use wasm_bindgen::prelude::*;

    /// Panics on purpose, so that the tests can check that a bug shows a
    /// readable message.
    #[wasm_bindgen]
    pub fn test_panic() {
        panic!("test_panic() was called: this is what a bug looks like");
    }

    /// The next count sends its workers an invalid board size, which they
    /// refuse: the page's handling of a failed worker.
    #[wasm_bindgen]
    pub fn test_count_worker_fault() {
        pool::fault_next_count();
    }

    /// The counting workers started from now on are given up after
    /// `start_ms` if they never say that they listen, and a started one
    /// after a silence of `floor_ms` at least: a wasm that cannot load, or
    /// a worker that hangs, without waiting out the release build's limits.
    #[wasm_bindgen]
    pub fn test_count_patience(start_ms: f64, floor_ms: f64) {
        pool::set_patience(start_ms, floor_ms);
    }

    /// The next GPU count destroys its device after `dispatches`
    /// dispatches, so that the fallback to the CPU workers runs for real.
    #[wasm_bindgen]
    pub fn test_gpu_lose_device(dispatches: u32) {
        gpu_engine::e2e::lose_device_after(dispatches);
    }

    /// The kernel the next GPU counts use, by its name (`stack`, the
    /// default, or `frontier`; docs/gpu.md); false, and nothing changed,
    /// for another name.
    #[wasm_bindgen]
    pub fn gpu_kernel(name: &str) -> bool {
        gpu_engine::e2e::use_kernel(name)
    }
}
