//! The Web Workers (each its own wasm binary, see `src/bin/`) and how the
//! page talks to them: `protocol` (the core's, re-exported: each worker's
//! script bound to its typed requests and replies, and their codecs over a
//! plain value), `wire` (that value to and from JavaScript, the page's
//! bridge to a worker and the worker's side), `client` (the page's side of
//! a worker, with its runs and its watchdog), `pool` and `gpu_engine` (the
//! count page's pool of counting workers and its GPU worker, over
//! `client`), the workers themselves (`count`, `gpu`, `lab`) and the one
//! clock (`clock`). The JavaScript API that the counting worker's module
//! also exports is in that binary (`src/bin/worker/`).

pub use bitqueens_core::workers::protocol;

#[cfg(target_arch = "wasm32")]
pub mod client;
#[cfg(target_arch = "wasm32")]
pub mod clock;
#[cfg(target_arch = "wasm32")]
pub mod count;
#[cfg(target_arch = "wasm32")]
pub mod gpu;
#[cfg(target_arch = "wasm32")]
pub mod gpu_engine;
#[cfg(target_arch = "wasm32")]
pub mod lab;
#[cfg(target_arch = "wasm32")]
pub mod pool;
#[cfg(target_arch = "wasm32")]
pub mod wire;
