//! The site's main binary (built by trunk).

#[cfg(target_arch = "wasm32")]
fn main() {
    bitqueens::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the web app: build it with `trunk build` (see README.md).");
}
