//! The site's language toggle (the shell in `app.rs` puts it in its
//! header): a plain function, so that the native view tests render it.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::texts;

/// The language toggle. Its name is its visible text (in the other
/// language, so marked as such); what it does is in the title.
pub fn lang_toggle(lang: Lang, onclick: Callback<MouseEvent>) -> Html {
    html! {
        <button class="lang-toggle" data-testid="lang-toggle" {onclick}
                title={texts::LANG_TOGGLE_LABEL.get(lang)}>
            <span lang={lang.other().code()}>{ texts::LANG_TOGGLE.get(lang) }</span>
        </button>
    }
}
