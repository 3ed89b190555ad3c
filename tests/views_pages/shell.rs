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
    use bitqueens::extra::protocol::Part;
    let page = &Part::Lab;
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
        let dom = render(status_line(lang, Status::Loading, page));
        let line = dom.testid("extra-loading");
        assert_eq!(line.attr("role"), Some("status"));
        assert!(line.text().contains(loading), "{}", line.text());
        let dom = render(status_line(lang, Status::Failed, page));
        let alert = dom.testid("extra-failed");
        assert_eq!(alert.attr("role"), Some("alert"));
        assert!(alert.text().contains(failed), "{}", alert.text());
        let buttons: Vec<&Node> = alert.elements().filter(|e| e.tag == "button").collect();
        assert_eq!(buttons.len(), 1);
        assert_eq!(spoken(buttons[0]).trim(), reload);
        let ready = render(status_line(lang, Status::Ready, page));
        assert!(ready.testids("extra-").is_empty());
    }
    // The stepper's tree panel: what loads is the tree, and its status
    // then says, once, that it is shown (never "this page").
    let panel = &Part::TreePanel { n: 6, step: 3 };
    for (lang, loading, shown) in [
        (
            Lang::En,
            "Loading the search tree…",
            "The search tree is shown.",
        ),
        (
            Lang::Ja,
            "探索木を読み込んでいます…",
            "探索木を表示しました。",
        ),
    ] {
        let line = render(status_line(lang, Status::Loading, panel));
        let line = line.testid("extra-loading");
        assert_eq!(
            (line.attr("role"), line.text()),
            (Some("status"), loading.to_string())
        );
        let ready = render(status_line(lang, Status::Ready, panel));
        let said = ready.testid("extra-shown");
        assert_eq!(
            (said.attr("role"), said.text()),
            (Some("status"), shown.to_string())
        );
        assert_eq!(said.tag, "p", "the same element as the loading line");
        let failed = render(status_line(lang, Status::Failed, panel));
        assert_eq!(failed.testid("extra-failed").attr("role"), Some("alert"));
    }
}
