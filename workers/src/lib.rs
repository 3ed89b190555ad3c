//! What runs inside the site's Web Workers, each its own wasm binary
//! (`src/bin/`): the counting worker (`count`, and the JavaScript API its
//! module also exports, `src/bin/worker/api.rs`), the GPU's counting worker
//! (`gpu`) and the algorithm lab's (`lab`); the wire both ends of a worker
//! share (`wire`: the messages' values to and from JavaScript, the page's
//! bridge and the worker's side) and the one clock (`clock`).
//!
//! What the messages are is the core's (`protocol`, re-exported). The
//! page's side of a worker (its client, the count page's pool) is the site
//! crate's, which depends on this one for `wire` and `clock`. No yew here:
//! the workers' builds compile only this crate's tree.

pub use bitqueens_core::workers::protocol;

#[cfg(target_arch = "wasm32")]
pub mod clock;
#[cfg(target_arch = "wasm32")]
pub mod count;
#[cfg(target_arch = "wasm32")]
pub mod gpu;
#[cfg(target_arch = "wasm32")]
pub mod lab;
#[cfg(target_arch = "wasm32")]
pub mod wire;
