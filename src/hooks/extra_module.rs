//! The extra wasm's module, loaded and started once per visit: the shell
//! mounts the extra pages from it (`crate::extra::host`), and the share
//! dialog asks it for a QR code ([`use_qr_svg`]).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The module trunk writes for the `extra` binary (an ES module, next to
/// `index.html`); its wasm is `extra_bg.wasm`.
pub const EXTRA_MODULE: &str = "extra.js";

#[wasm_bindgen]
extern "C" {
    /// The ES module `path` (next to `index.html`), its wasm started: the
    /// page's `bitqueensLoadModule` (`static/extra-module.js`, inlined into
    /// `index.html`), which imports and starts it once per visit.
    #[wasm_bindgen(catch, js_name = bitqueensLoadModule)]
    fn load_module(path: &str) -> Result<js_sys::Promise, JsValue>;
}

/// The extra wasm's module, its wasm started.
pub async fn extra_module() -> Result<JsValue, JsValue> {
    JsFuture::from(load_module(EXTRA_MODULE)?).await
}

/// The QR code of `text` as SVG, drawn by the extra wasm's `qr_svg` (the
/// app's wasm does not carry the encoder).
async fn qr_svg(text: String) -> Option<String> {
    let module = extra_module().await.ok()?;
    let f = js_sys::Reflect::get(&module, &"qr_svg".into())
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    f.call1(&JsValue::NULL, &text.into())
        .ok()?
        .as_string()
        .filter(|svg| !svg.is_empty())
}

/// The QR code of `text` (SVG), once the extra wasm has drawn it: `None`
/// until then (or if it cannot be drawn), and for a `text` it was not
/// drawn for.
#[hook]
pub fn use_qr_svg(text: String) -> Option<String> {
    let drawn = use_state(|| None::<(String, String)>);
    {
        let drawn = drawn.clone();
        use_effect_with(text.clone(), move |text| {
            let text = text.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if let Some(svg) = qr_svg(text.clone()).await {
                    drawn.set(Some((text, svg)));
                }
            });
        });
    }
    drawn
        .as_ref()
        .filter(|(for_text, _)| *for_text == text)
        .map(|(_, svg)| svg.clone())
}
