//! The shell's line about the extra pages' wasm (the host, `host.rs`,
//! shows it): a status while it loads, an alert if it cannot load. Not
//! tied to wasm, so that the native view tests draw it
//! (tests/views_pages/shell.rs).

use yew::prelude::*;

use crate::i18n::Lang;
use crate::texts;

/// Where the extra pages' wasm is: loading, ready, or failed to load.
#[derive(Clone, Copy, PartialEq)]
pub enum Status {
    Loading,
    Ready,
    Failed,
}

/// The line that says the extra pages' wasm is loading (a status), or that
/// it could not be loaded (an alert, with a button that reloads the page);
/// nothing once it is ready.
pub fn status_line(lang: Lang, status: Status) -> Html {
    match status {
        Status::Ready => Html::default(),
        Status::Loading => html! {
            <p class="extra-loading" role="status" data-testid="extra-loading">{ texts::EXTRA_LOADING.get(lang) }</p>
        },
        Status::Failed => html! {
            <div class="notice" role="alert" data-testid="extra-failed">
                <p>{ texts::EXTRA_FAILED.get(lang) }</p>
                <button onclick={Callback::from(|_| { let _ = web_sys::window().map(|w| w.location().reload()); })}>
                    { texts::ERROR_RELOAD.get(lang) }
                </button>
            </div>
        },
    }
}
