//! What a teacher takes out of the stepper: the share dialog (a link to this
//! step and an iframe's code), the figure (SVG and PNG downloads), and the
//! figure's data (the full screen of presenter mode is in
//! `crate::hooks`).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

pub use super::share_view::moment_query;
use super::share_view::{share_body, Share, SharePresses};
use super::tools_view::FIGURE_STATUS;
use crate::components::link::site_address;
use crate::components::share;
use crate::components::Modal;
use crate::domain::stepper::figure::{self, of_step};
use crate::domain::stepper::texts;
use crate::hooks::{copy_field, download, download_text, say, use_qr_svg};
use crate::i18n::Lang;
use crate::state::url::{iframe_code, Params, EMBED_SIZES};
use solver::Stepper;

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub lang: Lang,
    /// The page's address: the stepper's moment.
    pub params: Params,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// The share dialog: the link to this step, and the embed code at the frame
/// size chosen, each with a copy button. (What a copy says is written
/// straight into the status line, which the view leaves empty.)
#[function_component(ShareDialog)]
pub fn share_dialog(p: &ShareProps) -> Html {
    let (lang, n) = (p.lang, p.params.n.get());
    let size = use_state(|| 0usize);
    let link = format!("{}{}", site_address(), moment_query(&p.params, false));
    let embed = format!("{}{}", site_address(), moment_query(&p.params, true));
    let code = iframe_code(
        &embed,
        &texts::embed_title(lang, n, p.params.step),
        EMBED_SIZES[*size],
    );
    let copy = |field: &'static str| {
        Callback::from(move |_| copy_field(field, "share-status", texts::copy_said(lang)))
    };
    let on_close = p.on_close.clone();
    let close = on_close.reform(|_| ());
    // The QR code of the link, drawn by the extra wasm once it has loaded.
    let qr = use_qr_svg(link.clone());
    let on_size = {
        let size = size.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            size.set(
                select
                    .value()
                    .parse()
                    .unwrap_or(0)
                    .min(EMBED_SIZES.len() - 1),
            );
        })
    };
    let qr = share::qr_image("share-qr", &link, qr, texts::SHARE_QR.get(lang));
    let shown = Share {
        lang,
        n,
        link: &link,
        code: &code,
        size: *size,
    };
    let presses = SharePresses {
        copy_link: copy("share-link"),
        copy_embed: copy("share-embed"),
        on_size,
        close,
    };
    html! {
        <Modal class="help share" labelledby="share-title" testid="share-dialog" {on_close}
               return_to="[data-testid=share-open]">
            { share_body(&shown, qr, presses) }
        </Modal>
    }
}

fn file_name(s: &Stepper, lang: Lang, ext: &str) -> String {
    figure::file_name(s.n(), s.counters().steps, lang, ext)
}

/// Says what a figure download did (`saved` or not: the file `name`).
fn said(lang: Lang, name: &str, saved: bool) {
    say(FIGURE_STATUS, &texts::figure_said(lang, name, saved));
}

/// Downloads the current step as an SVG file, and says so.
pub fn export_svg(s: &Stepper, lang: Lang, link: &str) {
    let (svg, _) = of_step(s, lang, link);
    let name = file_name(s, lang, "svg");
    said(lang, &name, download_text(&svg, "image/svg+xml", &name));
}

/// Downloads the current step as a PNG: the same SVG drawn at twice its size
/// on a canvas; says so once the file is made, or that the browser could
/// not make it (no canvas, none of its files: each says so once). (The
/// SVG is the page's own, which the tests draw: no error is awaited from
/// the image.)
pub fn export_png(s: &Stepper, lang: Lang, link: &str) {
    const SCALE: u32 = 2;
    let (svg, (w, h)) = of_step(s, lang, link);
    let name = file_name(s, lang, "png");
    let document = crate::hooks::document();
    let Ok(image) = web_sys::HtmlImageElement::new() else {
        return said(lang, &name, false);
    };
    let loaded = image.clone();
    let onload = Closure::once_into_js(move || {
        let canvas = document
            .create_element("canvas")
            .ok()
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok());
        let context = canvas.as_ref().and_then(|canvas| {
            canvas.set_width(w as u32 * SCALE);
            canvas.set_height(h as u32 * SCALE);
            canvas
                .get_context("2d")
                .ok()
                .flatten()
                .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
        });
        let (Some(canvas), Some(context)) = (canvas, context) else {
            return said(lang, &name, false);
        };
        let _ = context.scale(f64::from(SCALE), f64::from(SCALE));
        let _ = context.draw_image_with_html_image_element(&loaded, 0.0, 0.0);
        let kept = name.clone();
        // No blob: a canvas too large for this browser.
        let done = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
            said(lang, &name, blob.is_some_and(|blob| download(&blob, &name)))
        });
        if canvas.to_blob(done.unchecked_ref()).is_err() {
            said(lang, &kept, false);
        }
    });
    image.set_onload(Some(onload.unchecked_ref()));
    let source: String = js_sys::encode_uri_component(&svg).into();
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{source}"));
}
