//! The shell's header: the language toggle.

use super::*;
use bitqueens::components::lang_toggle;

/// The language toggle is named by its visible text, in its own language
/// (marked as such); what it does is in its title (moved from
/// a11y.test.mjs; a click on it: every end-to-end test that toggles).
#[test]
fn the_language_toggle_is_named_by_its_text_in_its_own_language() {
    for (lang, visible, other, title) in [
        (Lang::En, "日本語", "ja", "Switch the language to Japanese"),
        (Lang::Ja, "English", "en", "言語を英語に切り替える"),
    ] {
        let dom = render(lang_toggle(lang, Callback::noop()));
        let button = dom.testid("lang-toggle");
        assert_eq!(button.tag, "button");
        assert_eq!(spoken(button).trim(), visible);
        assert_eq!(button.attr("title"), Some(title));
        let marked = with_attr(button, "span", "lang", other);
        assert_eq!(marked.len(), 1);
        assert_eq!(marked[0].text(), visible);
    }
}
