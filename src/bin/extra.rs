//! The extra pages' wasm (learn, lab, bits, symmetry, records, search tree,
//! and the stepper's tree panel), built by
//! trunk as an ES module of its own (see `index.html`) and loaded by the
//! shell the first time one of these pages is opened (`src/extra/`). Its
//! exports are defined here, in the binary, so that no other wasm of the
//! site carries them (or the pages behind them).

#[cfg(target_arch = "wasm32")]
mod exports {
    use bitqueens::extra::page;
    use wasm_bindgen::prelude::*;

    /// See [`page::mount`].
    #[wasm_bindgen]
    pub fn mount(
        host: web_sys::Element,
        kind: &str,
        lang: &str,
        n: u32,
        text: &str,
        on_request: js_sys::Function,
    ) {
        page::mount(host, kind, lang, n, text, on_request);
    }

    /// See [`page::update`].
    #[wasm_bindgen]
    pub fn update(kind: &str, lang: &str, n: u32, text: &str) {
        page::update(kind, lang, n, text);
    }

    /// See [`page::unmount`].
    #[wasm_bindgen]
    pub fn unmount() {
        page::unmount();
    }

    /// The share dialog's QR code of `text` as SVG (empty if too long): see
    /// [`bitqueens::domain::qr::qr_svg`]; here so that the first load does
    /// not carry the encoder.
    #[wasm_bindgen]
    pub fn qr_svg(text: &str) -> String {
        bitqueens::domain::qr::qr_svg(text).unwrap_or_default()
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    bitqueens::extra::page::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "This binary is the site's extra pages: build the site with `trunk build` (see README.md)."
    );
}
