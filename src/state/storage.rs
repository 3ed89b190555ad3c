//! Every key the site keeps in the browser's `localStorage`, once: what it
//! holds, and who reads and writes it. A new key goes here (the test below
//! holds them apart and under the site's prefix). In the browser, the one
//! way to the storage too ([`read`], [`write`], [`remove`]), which the
//! pages' effects and the shell's store use (no view reads it).

/// The language the learner chose last (`Lang::code`; the shell's store).
pub const LANG: &str = "bitqueens.lang";
/// The lesson's progress, the furthest stop come to by going on through
/// the lesson (a link moves it not): a new visit and the
/// stepper's banner go on from it (the
/// learn page's machine's effects, `hooks::use_learn`).
pub const LESSON_STOP: &str = "bitqueens.stop";
/// A lesson's number task's draft, `stop text`, until it is answered right
/// (the lesson's machine's effects, `hooks::LessonEffects`).
pub const LESSON_DRAFT: &str = "bitqueens.lesson-draft";
/// Why the lesson banner is hidden, when it is (the learn page's machine's
/// effects).
pub const LESSON_BANNER: &str = "bitqueens.lesson-banner";
/// The "write the bits" tab's draft, as a query (the learn page's
/// machine's effects).
pub const WRITE: &str = "bitqueens.write";
/// The code panel's language (`Lang` of the programs; the stepper's
/// machine's effects, `hooks::use_stepper`).
pub const CODE_LANG: &str = "bitqueens.code";
/// "The stepper shows the search tree": `open`, or absent (the stepper's
/// machine's effects).
pub const TREE_PANEL: &str = "bitqueens.tree";
/// The single-key shortcuts turned off: `off`, or absent (`hooks::keys`).
pub const SHORTCUTS: &str = "bitqueens.shortcuts";
/// The exercises' progress (the exercises' machine's effects,
/// `hooks::QuizEffects`).
pub const QUIZ: &str = "bitqueens.quiz";
/// A homework set's answers so far (`domain::learn::homework::Work`; the
/// exercises' machine's effects). The class's codes a teacher pastes are kept
/// nowhere.
pub const HOMEWORK: &str = "bitqueens.homework";

/// Every key, for the test.
pub const ALL: [&str; 10] = [
    LANG,
    LESSON_STOP,
    LESSON_DRAFT,
    LESSON_BANNER,
    WRITE,
    CODE_LANG,
    TREE_PANEL,
    SHORTCUTS,
    QUIZ,
    HOMEWORK,
];

/// The page's `localStorage`, where the browser allows it. (Not through
/// `gloo-storage`: its typed API brings `serde_json` into the page's wasm,
/// and its `raw()` throws where storage is blocked, e.g. in a sandboxed
/// iframe, which would stop the page.)
#[cfg(target_arch = "wasm32")]
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The value kept under `key`, if any.
#[cfg(target_arch = "wasm32")]
pub fn read(key: &str) -> Option<String> {
    local_storage().and_then(|s| s.get_item(key).ok().flatten())
}

/// Keeps `value` under `key` (nothing where the browser blocks storage).
#[cfg(target_arch = "wasm32")]
pub fn write(key: &str, value: &str) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(key, value);
    }
}

/// Forgets what is kept under `key`.
#[cfg(target_arch = "wasm32")]
pub fn remove(key: &str) {
    if let Some(storage) = local_storage() {
        let _ = storage.remove_item(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_apart_and_under_the_site_s_prefix() {
        let mut keys = ALL.to_vec();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), ALL.len());
        assert!(ALL.iter().all(|k| k.starts_with("bitqueens.")));
    }
}
