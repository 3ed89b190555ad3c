//! The share dialog's content as the page draws it (the dialog itself, its
//! focus, the QR code and the copies are `classroom`'s, wasm only): the
//! link to this step, its QR code, the frame sizes and the embed code, each
//! with a copy button. Native too, for the view tests.

use yew::prelude::*;

use crate::components::markup::{attrs, tag_attrs};
use crate::components::share::{copy_name, copy_row_with};
use crate::domain::stepper::texts;
use crate::i18n::Lang;
use crate::state::url::{embed_size_fits, to_query, Params, EMBED_SIZES, NARROW_FRAME_MAX_N};

/// This moment of the stepper (the address `params` of the page), as a
/// link's query: the full page or the embedded widget.
pub fn moment_query(params: &Params, embed: bool) -> String {
    to_query(&Params {
        embed,
        present: false,
        ..params.clone()
    })
}

/// What the dialog shows: the step's link in full, the embed code at the
/// size chosen (an index of `EMBED_SIZES`), for board `n`.
pub struct Share<'a> {
    pub lang: Lang,
    pub n: usize,
    pub link: &'a str,
    pub code: &'a str,
    pub size: usize,
}

/// Where the dialog's presses go.
pub struct SharePresses {
    pub copy_link: Callback<MouseEvent>,
    pub copy_embed: Callback<MouseEvent>,
    pub on_size: Callback<Event>,
    pub close: Callback<MouseEvent>,
}

/// The dialog's content; `qr`: the link's QR code as drawn so far.
pub fn share_body(s: &Share, qr: Html, presses: SharePresses) -> Html {
    let Share {
        lang,
        n,
        link,
        code,
        size,
    } = *s;
    let SharePresses {
        copy_link,
        copy_embed,
        on_size,
        close,
    } = presses;
    html! {
        <>
            { tag_attrs("h2", attrs!["id" => "share-title"], texts::SHARE_TITLE.get(lang)) }
            { copy_row_with(lang, ("share-link", texts::SHARE_LINK.get(lang), link), copy_link) }
            { qr }
            { tag_attrs("label", attrs!["class" => "field", "for" => "share-size"], texts::SHARE_SIZE.get(lang)) }
            <select id="share-size" data-testid="share-size" onchange={on_size} aria-describedby="share-size-note">
                // A frame too small for this board is listed but not
                // offered (the note under the list says why).
                { for EMBED_SIZES.iter().enumerate().map(|(i, &(w, h))| html! {
                    <option value={i.to_string()} selected={i == size}
                            disabled={!embed_size_fits((w, h), n)}>{ format!("{w} × {h}") }</option>
                }) }
            </select>
            // Which frames suit a large board.
            { tag_attrs("p", attrs!["class" => "hint", "id" => "share-size-note", "data-testid" => "share-size-note"], texts::share_size_note(lang, NARROW_FRAME_MAX_N, narrow_frame())) }
            { tag_attrs("label", attrs!["class" => "field", "for" => "share-embed"], texts::SHARE_EMBED.get(lang)) }
            <div class="copy-row">
                <textarea id="share-embed" data-testid="share-embed-code" readonly=true rows="3" value={code.to_string()} />
                <button data-testid="share-embed-copy" onclick={copy_embed}
                        aria-label={copy_name(lang, texts::SHARE_EMBED.get(lang))}>{ texts::COPY.get(lang) }</button>
            </div>
            <p role="status" class="hint" id="share-status" data-testid="share-status"></p>
            <button data-testid="share-close" onclick={close}>{ crate::texts::CLOSE.get(lang) }</button>
        </>
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
