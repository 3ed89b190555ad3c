//! The Web Workers (each its own wasm binary, see `src/bin/`), how the
//! page talks to them (`wire`: the messages; `client`: the page's side of a
//! worker, with its runs and its watchdog; `pool` and `gpu_engine`: the
//! count page's pool of counting workers and its GPU worker, over `client`),
//! and the one clock (`clock`). The JavaScript API that the counting
//! worker's module also exports is in that binary (`src/bin/worker/`).

pub mod client;
pub mod clock;
pub mod count;
pub mod gpu;
pub mod gpu_engine;
pub mod lab;
pub mod pool;
pub mod wire;
