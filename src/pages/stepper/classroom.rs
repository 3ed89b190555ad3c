//! What a teacher takes out of the stepper: the share dialog (a link to this
//! step and an iframe's code), the figure (SVG and PNG downloads), and the
//! figure's data (the full screen of presenter mode is in
//! `crate::hooks`).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::link::site_address;
use crate::components::markup::{attrs, tag_attrs};
use crate::components::share::{self, copy_name};
use crate::components::Modal;
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::figure::{self, figure_size, figure_svg, Figure};
use crate::domain::stepper::moment::Moment;
use crate::domain::stepper::texts;
use crate::hooks::{copy_field, download, download_text, use_qr_svg};
use crate::i18n::Lang;
use crate::state::url::{
    embed_size_fits, iframe_code, to_query, Params, EMBED_SIZES, NARROW_FRAME_MAX_N,
};
use solver::Stepper;

/// This moment of the stepper (the address `params` of the page), as a
/// link's query: the full page or the embedded widget.
pub fn moment_query(params: &Params, embed: bool) -> String {
    to_query(&Params {
        embed,
        present: false,
        ..params.clone()
    })
}

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
    let code = iframe_code(&embed, texts::EMBED_TITLE.get(lang), EMBED_SIZES[*size]);
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
    html! {
        <Modal class="help share" labelledby="share-title" testid="share-dialog" {on_close}
               return_to="[data-testid=share-open]">
            { tag_attrs("h2", attrs!["id" => "share-title"], texts::SHARE_TITLE.get(lang)) }
            { share::copy_row(lang, "share-link", texts::SHARE_LINK.get(lang), &link, "share-status") }
            { share::qr_image("share-qr", &link, qr, texts::SHARE_QR.get(lang)) }
            { tag_attrs("label", attrs!["class" => "field", "for" => "share-size"], texts::SHARE_SIZE.get(lang)) }
            <select id="share-size" data-testid="share-size" onchange={on_size} aria-describedby="share-size-note">
                // A frame too small for this board is listed but not
                // offered (the note under the list says why).
                { for EMBED_SIZES.iter().enumerate().map(|(i, &(w, h))| html! {
                    <option value={i.to_string()} selected={i == *size}
                            disabled={!embed_size_fits((w, h), n)}>{ format!("{w} × {h}") }</option>
                }) }
            </select>
            // Which frames suit a large board.
            { tag_attrs("p", attrs!["class" => "hint", "id" => "share-size-note", "data-testid" => "share-size-note"], texts::share_size_note(lang, NARROW_FRAME_MAX_N, narrow_frame())) }
            { tag_attrs("label", attrs!["class" => "field", "for" => "share-embed"], texts::SHARE_EMBED.get(lang)) }
            <div class="copy-row">
                <textarea id="share-embed" data-testid="share-embed-code" readonly=true rows="3" value={code} />
                <button data-testid="share-embed-copy" onclick={copy("share-embed")}
                        aria-label={copy_name(lang, texts::SHARE_EMBED.get(lang))}>{ texts::COPY.get(lang) }</button>
            </div>
            <p role="status" class="hint" id="share-status" data-testid="share-status"></p>
            <button data-testid="share-close" onclick={close}>{ crate::texts::CLOSE.get(lang) }</button>
        </Modal>
    }
}

/// The narrow frame the share dialog offers up to `NARROW_FRAME_MAX_N`.
fn narrow_frame() -> (u32, u32) {
    EMBED_SIZES
        .iter()
        .copied()
        .find(|&(w, _)| !embed_size_fits((w, 0), NARROW_FRAME_MAX_N + 1))
        .unwrap_or(EMBED_SIZES[0])
}

/// The current step as a figure (see [`figure_svg`]), and its size.
/// `link`: the step's permalink, for the figure's credit line.
fn figure(s: &Stepper, lang: Lang, link: &str) -> (String, (usize, usize)) {
    let n = s.n();
    let (moment, detail) = (Moment::of(s), Detail::of(s));
    let equations = detail.equations(n);
    let caption = texts::caption(lang, n, s.counters().steps);
    let notes = texts::lost_attacks(lang, &detail, n);
    let credit = format!("{} — {link}", crate::texts::SITE_NAME.get(lang));
    let f = Figure {
        moment: &moment,
        detail: &detail,
        lang,
        equations: &equations,
        caption: &caption,
        notes: &notes,
        credit: &credit,
    };
    (figure_svg(&f), figure_size(&f))
}

fn file_name(s: &Stepper, lang: Lang, ext: &str) -> String {
    figure::file_name(s.n(), s.counters().steps, lang, ext)
}

/// Downloads the current step as an SVG file.
pub fn export_svg(s: &Stepper, lang: Lang, link: &str) {
    let (svg, _) = figure(s, lang, link);
    download_text(&svg, "image/svg+xml", &file_name(s, lang, "svg"));
}

/// Downloads the current step as a PNG: the same SVG drawn at twice its size
/// on a canvas.
pub fn export_png(s: &Stepper, lang: Lang, link: &str) {
    const SCALE: u32 = 2;
    let (svg, (w, h)) = figure(s, lang, link);
    let name = file_name(s, lang, "png");
    let document = crate::hooks::document();
    let Ok(image) = web_sys::HtmlImageElement::new() else {
        return;
    };
    let loaded = image.clone();
    let onload = Closure::once_into_js(move || {
        let Some(canvas) = document
            .create_element("canvas")
            .ok()
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            return;
        };
        canvas.set_width(w as u32 * SCALE);
        canvas.set_height(h as u32 * SCALE);
        let Some(context) = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
        else {
            return;
        };
        let _ = context.scale(f64::from(SCALE), f64::from(SCALE));
        let _ = context.draw_image_with_html_image_element(&loaded, 0.0, 0.0);
        let done = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
            if let Some(blob) = blob {
                download(&blob, &name);
            }
        });
        let _ = canvas.to_blob(done.unchecked_ref());
    });
    image.set_onload(Some(onload.unchecked_ref()));
    let source: String = js_sys::encode_uri_component(&svg).into();
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{source}"));
}
