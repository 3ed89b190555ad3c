//! The one clock of the site's wasm, on the page and in its workers alike.

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// Milliseconds on the monotonic clock of the current global, a window
    /// or a worker (`performance.now()`; `std::time::Instant` panics in
    /// wasm).
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    pub fn now() -> f64;
}
