//! The algorithm lab's web worker (built by trunk, see `index.html`).

#[cfg(target_arch = "wasm32")]
fn main() {
    bitqueens_workers::lab::register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "This binary is the lab's web worker: build the site with `trunk build` (see README.md)."
    );
}
