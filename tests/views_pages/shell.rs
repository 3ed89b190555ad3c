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

/// The shell's line while the extra pages' wasm loads (a status) and when
/// it cannot load (an alert, with the button that reloads), in each
/// language; nothing once it is ready (moved from extra.test.mjs, which
/// holds the load, then fails it, in the browser).
#[test]
fn the_extra_pages_say_they_load_and_that_they_could_not() {
    use bitqueens::extra::line::{status_line, Status};
    for (lang, loading, failed, reload) in [
        (
            Lang::En,
            "Loading this page",
            "could not be loaded",
            "Reload",
        ),
        (
            Lang::Ja,
            "読み込んでいます",
            "読み込めませんでした",
            "再読み込み",
        ),
    ] {
        let dom = render(status_line(lang, Status::Loading));
        let line = dom.testid("extra-loading");
        assert_eq!(line.attr("role"), Some("status"));
        assert!(line.text().contains(loading), "{}", line.text());
        let dom = render(status_line(lang, Status::Failed));
        let alert = dom.testid("extra-failed");
        assert_eq!(alert.attr("role"), Some("alert"));
        assert!(alert.text().contains(failed), "{}", alert.text());
        let buttons: Vec<&Node> = alert.elements().filter(|e| e.tag == "button").collect();
        assert_eq!(buttons.len(), 1);
        assert_eq!(spoken(buttons[0]).trim(), reload);
        let ready = render(status_line(lang, Status::Ready));
        assert!(ready.testids("extra-").is_empty());
    }
}
