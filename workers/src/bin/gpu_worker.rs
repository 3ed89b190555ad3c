//! The GPU counting web worker (built by trunk, see `index.html`): WebGPU
//! and the kernel of `bitqueens-gpu` (`src/gpu.rs`).

#[cfg(target_arch = "wasm32")]
fn main() {
    bitqueens_workers::gpu::register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the GPU counting web worker: build the site with `trunk build` (see README.md).");
}
