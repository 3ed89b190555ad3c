//! The page's side of the Web Workers, whose own code (each its own wasm
//! binary) is the crate `bitqueens-workers` (`workers/`): `protocol` (the
//! core's, re-exported: each worker's script bound to its typed requests
//! and replies, and their codecs over a plain value), `wire` and `clock`
//! (the workers crate's, which both ends share: that value to and from
//! JavaScript, the page's bridge to a worker; the one clock), `client` (the
//! page's side of a worker, with its runs and its watchdog), `pool` and
//! `gpu_engine` (the count page's pool of counting workers and its GPU
//! worker, over `client`).

pub use bitqueens_core::workers::protocol;

#[cfg(target_arch = "wasm32")]
pub use bitqueens_workers::{clock, wire};

#[cfg(target_arch = "wasm32")]
pub mod client;
#[cfg(target_arch = "wasm32")]
pub mod gpu_engine;
#[cfg(target_arch = "wasm32")]
pub mod pool;
