//! The counting web worker (built by trunk, see `index.html`). Loaded in a
//! page instead of a worker, it only provides the JavaScript API
//! (`static/api-example.html`), which lives here (`api.rs`), in this
//! binary only: neither the page's wasm nor the other workers carry it, and
//! the workers' library is built once for all three.

#[cfg(target_arch = "wasm32")]
mod api;

#[cfg(target_arch = "wasm32")]
fn main() {
    bitqueens_workers::count::register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the counting web worker: build the site with `trunk build` (see README.md).");
}
