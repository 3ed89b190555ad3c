//! The pieces of a share dialog, written once for every page that offers a
//! link (the stepper's step, the count page's count, a stop of the lesson): a
//! read-only field with its copy button, and the QR code of a link. (The
//! field and its button compile natively too, for the views' tests; what
//! copies is the page's hooks', wasm only.)

use yew::prelude::*;

use crate::domain::stepper::texts;
#[cfg(target_arch = "wasm32")]
use crate::hooks::copy_field;
use crate::i18n::Lang;

/// A copy button's name: what it copies (two buttons named "Copy" alone
/// sound the same).
pub fn copy_name(lang: Lang, what: &str) -> String {
    match lang {
        Lang::En => format!("{}: {what}", texts::COPY.get(lang)),
        Lang::Ja => format!("{}：{what}", texts::COPY.get(lang)),
    }
}

/// The label `label` of a read-only field holding `value` (`id` is its id
/// and its `data-testid`), and a button that copies it (`{id}-copy`) and
/// says so in the element `status` (a `role=status` line of the dialog).
#[cfg(target_arch = "wasm32")]
pub fn copy_row(
    lang: Lang,
    id: &'static str,
    label: &str,
    value: &str,
    status: &'static str,
) -> Html {
    let copy = Callback::from(move |_: MouseEvent| copy_field(id, status, texts::copy_said(lang)));
    copy_row_with(lang, (id, label, value), copy)
}

/// [`copy_row`], its button's press `copy` (a pure view's: the hooked
/// component copies).
pub fn copy_row_with(
    lang: Lang,
    (id, label, value): (&'static str, &str, &str),
    copy: Callback<MouseEvent>,
) -> Html {
    html! {
        <>
            <label class="field" for={id}>{ label.to_string() }</label>
            <div class="copy-row">
                <input id={id} data-testid={id} readonly=true value={value.to_string()} />
                <button data-testid={format!("{id}-copy")} onclick={copy}
                        aria-label={copy_name(lang, label)}>{ texts::COPY.get(lang) }</button>
            </div>
        </>
    }
}

/// The QR code of `link` (an SVG drawn by the extra wasm: `None` until it
/// has loaded), as an image named `alt` (not its markup in the page).
#[cfg(target_arch = "wasm32")]
pub fn qr_image(testid: &'static str, link: &str, svg: Option<String>, alt: &str) -> Html {
    let Some(svg) = svg else {
        return Html::default();
    };
    let src = format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(&svg))
    );
    html! {
        <img class="share-qr" data-testid={testid} data-link={link.to_string()} alt={alt.to_string()} {src} />
    }
}
