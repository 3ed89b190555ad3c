//! The page's document, which every hook here listens to.

/// The page's document.
pub fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a document")
}
