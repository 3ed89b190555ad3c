//! The shell's line about the extra pages' wasm (the host, `host.rs`,
//! shows it): a status while it loads, an alert if it cannot load. Not
//! tied to wasm, so that the native view tests draw it
//! (tests/views_pages/shell.rs).

use yew::prelude::*;

use super::protocol::Part;
use crate::domain::stepper::texts as stepper;
use crate::i18n::Lang;
use crate::texts;

/// Where the extra pages' wasm is: loading, ready, or failed to load.
#[derive(Clone, Copy, PartialEq)]
pub enum Status {
    Loading,
    Ready,
    Failed,
}

/// The line that says the extra pages' wasm is loading `part` (a status),
/// or that it could not be loaded (an alert, with a button that reloads the
/// page); nothing once a page is ready. The stepper's tree panel is named
/// as what loads, and its status then says, once, that the tree is shown
/// (its text changes in the same element, which a screen reader hears;
/// the page itself would say nothing, its button already says "Show").
pub fn status_line(lang: Lang, status: Status, part: &Part) -> Html {
    let panel = matches!(part, Part::TreePanel { .. });
    match status {
        Status::Ready if panel => html! {
            <p class="sr-only" role="status" data-testid="extra-shown">{ stepper::TREE_SHOWN.get(lang) }</p>
        },
        Status::Ready => Html::default(),
        Status::Loading => {
            let loading = if panel {
                stepper::TREE_LOADING
            } else {
                texts::EXTRA_LOADING
            };
            html! {
                <p class="extra-loading" role="status" data-testid="extra-loading">{ loading.get(lang) }</p>
            }
        }
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
