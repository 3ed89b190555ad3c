//! The one place for the app's state: a reducer that every view dispatches
//! to. The state is kept by concern: the shell's ([`Shell`]: language, page,
//! notices), the stepper's (its machine, `domain::stepper::machine`: the
//! store hands it [`Action::Stepper`]'s events and carries out its
//! commands), the learn page's ([`LearnState`], the machine
//! `domain::learn::page::Learn`, which takes the learn page's actions as
//! its events) and what the count page's link names ([`CountLink`]; the
//! count itself is the page's own, `hooks::use_counter`); each reduces the
//! actions that are its own.
//!
//! The reducer is pure: what the browser is to keep (`localStorage`) is
//! part of the state it returns ([`Kept`]), and [`use_kept`] writes it
//! once the page is drawn; what the browser kept from earlier visits
//! ([`Stored`]) is read once, when the app opens. So the reducer compiles
//! and is tested natively.

#[cfg(target_arch = "wasm32")]
use std::rc::Rc;

#[cfg(target_arch = "wasm32")]
use yew::prelude::*;

use crate::domain::count::math::CountN;
use crate::domain::learn::homework::Set;
use crate::domain::learn::page::{self, Keep, Learn, LearnEvent, Place};
use crate::domain::learn::write::Draft;
use crate::domain::machine::Machine;
use crate::domain::stepper::code::CodeLang;
use crate::domain::stepper::machine::{Command, Event as StepperEvent, StepperMachine, StepperN};
use crate::i18n::Lang;
use crate::state::pages::View;
#[cfg(target_arch = "wasm32")]
use crate::state::storage::{self as key, local_storage};
#[cfg(target_arch = "wasm32")]
use crate::state::url::{draft_from_query, draft_query};
use crate::state::url::{Notice, Params};

/// What this browser kept of the store's keys from earlier visits.
#[derive(Clone, Default)]
pub struct Stored {
    /// The language chosen last.
    pub lang: Option<Lang>,
    /// The lesson's stop last shown.
    pub stop: Option<usize>,
    /// The code panel's language.
    pub code: Option<CodeLang>,
    pub tree_open: bool,
    pub banner_hidden: bool,
    /// The "write the bits" tab's draft.
    pub draft: Option<Draft>,
}

#[cfg(target_arch = "wasm32")]
impl Stored {
    /// Reads them (none where the browser blocks storage).
    pub fn read() -> Stored {
        let Some(storage) = local_storage() else {
            return Stored::default();
        };
        let get = |key| storage.get_item(key).ok().flatten();
        Stored {
            lang: get(key::LANG).and_then(|code| Lang::from_code(&code)),
            stop: get(key::LESSON_STOP).and_then(|stop| stop.parse().ok()),
            code: get(key::CODE_LANG).and_then(|id| CodeLang::from_id(&id)),
            tree_open: get(key::TREE_PANEL).is_some(),
            banner_hidden: get(key::LESSON_BANNER).is_some(),
            draft: get(key::WRITE).map(|query| draft_from_query(&query)),
        }
    }
}

/// What the browser is to keep: each of the store's keys that this visit
/// set, with its last value (`None`: not set by this visit). The reducer
/// only records it; [`use_kept`] writes a key when its value changes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    /// The language the learner chose (`key::LANG`).
    pub lang: Option<Lang>,
    /// The lesson's stop last shown (`key::LESSON_STOP`).
    pub stop: Option<usize>,
    /// Why the lesson banner is hidden (`key::LESSON_BANNER`).
    pub banner: Option<&'static str>,
    /// The "write the bits" tab's draft (`key::WRITE`).
    pub draft: Option<Draft>,
    /// The code panel's language (`key::CODE_LANG`).
    pub code: Option<CodeLang>,
    /// The tree panel open, or closed (`key::TREE_PANEL`, removed).
    pub tree_open: Option<bool>,
}

impl Kept {
    /// Records what the learn page's machine says to keep.
    fn learn(&mut self, keep: Vec<Keep>) {
        for keep in keep {
            match keep {
                Keep::Stop(k) => self.stop = Some(k),
                Keep::Banner(why) => self.banner = Some(why),
                Keep::Draft(draft) => self.draft = Some(draft),
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
impl Kept {
    /// Writes the values that are not those of `before`.
    fn write(&self, before: &Kept) {
        fn new<'a, T: PartialEq>(now: &'a Option<T>, before: &Option<T>) -> Option<&'a T> {
            now.as_ref().filter(|_| now != before)
        }
        let Some(storage) = local_storage() else {
            return;
        };
        let set = |key, value: &str| {
            let _ = storage.set_item(key, value);
        };
        if let Some(lang) = new(&self.lang, &before.lang) {
            set(key::LANG, lang.code());
        }
        if let Some(stop) = new(&self.stop, &before.stop) {
            set(key::LESSON_STOP, &stop.to_string());
        }
        if let Some(why) = new(&self.banner, &before.banner) {
            set(key::LESSON_BANNER, why);
        }
        if let Some(draft) = new(&self.draft, &before.draft) {
            set(key::WRITE, &draft_query(draft));
        }
        if let Some(code) = new(&self.code, &before.code) {
            set(key::CODE_LANG, code.id());
        }
        match new(&self.tree_open, &before.tree_open) {
            Some(true) => set(key::TREE_PANEL, "open"),
            Some(false) => {
                let _ = storage.remove_item(key::TREE_PANEL);
            }
            None => {}
        }
    }
}

/// Writes what `kept` says to keep in the browser, once the page is drawn
/// and whenever it changes (only the values that changed).
#[cfg(target_arch = "wasm32")]
#[hook]
pub fn use_kept(kept: &Kept) {
    let written = use_mut_ref(Kept::default);
    use_effect_with(kept.clone(), move |kept| {
        kept.write(&written.borrow());
        *written.borrow_mut() = kept.clone();
    });
}

/// The whole state. Views re-render when anything they show changed.
#[derive(Clone, PartialEq)]
pub struct AppState {
    pub shell: Shell,
    pub stepper: StepperMachine,
    pub learn: LearnState,
    pub count: CountLink,
    /// What the browser is to keep.
    pub kept: Kept,
}

/// What the count page's link names.
#[derive(Clone, PartialEq)]
pub struct CountLink {
    /// The board it counts (`n=` on the count page).
    pub n: CountN,
    /// `run=1`: count it when the page opens. Given up once the page is
    /// left, so that coming back starts nothing.
    pub run: bool,
    /// `large=1`: the results large, for a projector (kept in the link, so
    /// that a teacher's link opens that way).
    pub large: bool,
}

/// The shell's state: the language, the page shown and what the address
/// could not give.
#[derive(Clone, PartialEq)]
pub struct Shell {
    pub lang: Lang,
    pub view: View,
    pub notices: Vec<Notice>,
}

/// The learn page's state: its machine, `domain::learn::page::Learn`,
/// whose commands say what the browser is to keep ([`Kept::learn`]).
pub type LearnState = Learn;

#[derive(Clone)]
pub enum Action {
    SetLang(Lang),
    SetView(View),
    /// The stepper's board is `n` (a size out of its range is ignored).
    SetN(usize),
    /// The count page's link names board `n` now.
    SetCountN(CountN),
    /// The count page's large display, on or off.
    SetCountLarge(bool),
    /// What happens to the stepper (its machine's event).
    Stepper(StepperEvent),
    DismissNotices,
    /// Back or Forward reached an entry of this page: show exactly what its
    /// address says (view and language; on the stepper also `n` and the
    /// step), with the notices its parsing gave. Away from the stepper the
    /// address names no board, so the board is kept. Playing stops: the
    /// entry is one moment.
    Restore(Params, Vec<Notice>),
    /// The learn page moves to stop `k` of the lesson.
    SetStop(usize),
    /// The learn page shows the exercises of this seed, or the lesson.
    SetQuiz(Option<u64>),
    /// The learn page shows this homework set (`false`), or the teacher's
    /// check page (`true`) of it (of any set: `None`).
    SetHomework(Option<Set>, bool),
    /// The learn page shows the "write the bits" tab with this draft (or
    /// the lesson).
    SetWrite(Option<Draft>),
    /// "Open this moment in the full stepper": board `n` at `step` (a size
    /// out of the stepper's range is ignored).
    OpenInStepper {
        n: usize,
        step: u64,
    },
    /// The learner hid the stepper's lesson banner, for good.
    HideLessonBanner,
}

impl AppState {
    /// The state a link opens, in a browser that kept `stored`.
    pub fn from_params(
        params: Params,
        notices: Vec<Notice>,
        browser_lang: Lang,
        stored: Stored,
    ) -> Self {
        let mut state = AppState {
            shell: Shell {
                lang: params.lang.or(stored.lang).unwrap_or(browser_lang),
                view: params.view,
                notices,
            },
            stepper: StepperMachine::new(
                params.n,
                params.embed,
                params.present,
                params.code.or(stored.code).unwrap_or_default(),
                stored.tree_open,
            ),
            learn: Learn::open(
                learn_place(&params),
                page::Kept {
                    stop: stored.stop,
                    banner_hidden: stored.banner_hidden,
                    draft: stored.draft,
                },
            ),
            count: CountLink {
                n: params.count_n.unwrap_or(CountN::DEFAULT),
                run: params.run && params.view == View::Count,
                large: params.large,
            },
            kept: Kept::default(),
        };
        if state.shell.view == View::Learn {
            state.kept.learn(state.learn.handle(LearnEvent::Shown));
        }
        state.stepper_does(StepperEvent::Seek(params.step));
        state
    }

    /// The URL state of this moment.
    pub fn params(&self) -> Params {
        Params {
            view: self.shell.view,
            n: self.stepper.n,
            step: self.stepper.current.counters().steps,
            lang: Some(self.shell.lang),
            stop: Some(self.learn.stop),
            quiz: self.learn.quiz,
            homework: self.learn.homework,
            check: self.learn.check,
            write: self.learn.write.clone(),
            embed: self.stepper.embed,
            present: self.stepper.presenting,
            code: Some(self.stepper.code),
            count_n: Some(self.count.n),
            large: self.count.large,
            // An act of the opening, not a place: never written.
            run: false,
        }
    }

    /// The state after `action`, or `None` when it changed nothing: the
    /// reducer's step, pure.
    pub fn after(&self, action: Action) -> Option<AppState> {
        let mut next = self.clone();
        next.apply(action);
        (next != *self).then_some(next)
    }

    /// Takes `action`: each concern reduces its own actions.
    fn apply(&mut self, action: Action) {
        match action {
            Action::SetLang(lang) => {
                self.shell.lang = lang;
                // Kept: a link without `lang` opens in the language the
                // learner chose (a link's own `lang` still wins).
                self.kept.lang = Some(lang);
            }
            Action::SetView(view) => self.shell.view = view,
            Action::DismissNotices => self.shell.notices.clear(),
            Action::SetCountN(n) => self.count.n = n,
            Action::SetCountLarge(on) => self.count.large = on,
            Action::SetStop(k) => self.learn_event(LearnEvent::Stop(k)),
            Action::SetQuiz(seed) => self.learn_event(LearnEvent::Quiz(seed)),
            Action::SetHomework(set, check) => self.learn_event(LearnEvent::Homework(set, check)),
            Action::SetWrite(draft) => self.learn_event(LearnEvent::Write(draft)),
            Action::HideLessonBanner => self.learn_event(LearnEvent::HideBanner),
            Action::SetN(n) => {
                if let Some(n) = StepperN::new(n) {
                    self.stepper_does(StepperEvent::SetN(n));
                }
            }
            Action::OpenInStepper { n, step } => {
                if let Some(n) = StepperN::new(n) {
                    self.shell.view = View::Stepper;
                    self.stepper_does(StepperEvent::Open { n, step });
                }
            }
            Action::Stepper(event) => self.stepper_does(event),
            Action::Restore(params, notices) => self.restore(params, notices),
        }
        if self.shell.view != View::Count {
            self.count.run = false;
        }
    }

    /// Hands `event` to the stepper's machine and carries out its
    /// commands: a notice for the shell, what the browser is to keep.
    fn stepper_does(&mut self, event: StepperEvent) {
        for command in self.stepper.handle(event) {
            match command {
                Command::PastEnd { given, last } => {
                    self.shell.notices.push(Notice::StepPastEnd { given, last });
                }
                Command::KeepCode(code) => self.kept.code = Some(code),
                Command::KeepTreeOpen(open) => self.kept.tree_open = Some(open),
            }
        }
    }

    /// The learn page's machine takes `event`; what it says to keep is
    /// recorded.
    fn learn_event(&mut self, event: LearnEvent) {
        let keep = self.learn.handle(event);
        self.kept.learn(keep);
    }

    /// Back or Forward: see [`Action::Restore`].
    fn restore(&mut self, params: Params, notices: Vec<Notice>) {
        let lang = params.lang.unwrap_or(self.shell.lang);
        let same = lang == self.shell.lang
            && params.view == self.shell.view
            && (!params.view.names_step()
                || self.stepper.is_at(params.n, params.step, params.code))
            && (params.view != View::Learn || self.learn.is_at(&learn_place(&params)))
            && params.count_n.is_none_or(|n| n == self.count.n)
            && (params.view != View::Count || params.large == self.count.large);
        if same {
            return;
        }
        // An entry that names no count board keeps the one shown.
        if let Some(n) = params.count_n {
            self.count.n = n;
        }
        if params.view == View::Count {
            self.count.large = params.large;
        }
        if params.view == View::Learn {
            let keep = self.learn.handle(LearnEvent::Restore(learn_place(&params)));
            self.kept.learn(keep);
        }
        self.shell = Shell {
            lang,
            view: params.view,
            notices,
        };
        self.stepper_does(StepperEvent::Restore {
            present: params.present,
            code: params.code,
        });
        if params.view.names_step() {
            self.stepper_does(StepperEvent::Open {
                n: params.n,
                step: params.step,
            });
        }
    }
}

#[cfg(target_arch = "wasm32")]
impl Reducible for AppState {
    type Action = Action;

    /// The same state (no new render) when the action changed nothing.
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        self.after(action).map_or(self, Rc::new)
    }
}

/// The place of the learn page that `params` names.
fn learn_place(params: &Params) -> Place {
    Place {
        stop: params.stop,
        quiz: params.quiz,
        homework: params.homework,
        check: params.check,
        write: params.write.clone(),
    }
}

/// The draft kept in this browser, if any.
#[cfg(target_arch = "wasm32")]
pub fn stored_draft() -> Option<Draft> {
    key::read(key::WRITE).map(|query| draft_from_query(&query))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::learn::lesson::STOP_COUNT;
    use crate::state::url::{draft_from_query, parse_query};

    fn opened(query: &str, stored: Stored) -> AppState {
        let (params, notices) = parse_query(query);
        AppState::from_params(params, notices, Lang::En, stored)
    }

    /// The reducer's step, as `reduce` takes it.
    fn take(state: &mut AppState, action: Action) -> &Kept {
        if let Some(next) = state.after(action) {
            *state = next;
        }
        &state.kept
    }

    // Natively there is no storage: the reducer compiles here only because
    // it never touches it, and what it keeps is a value.
    #[test]
    fn the_reducer_records_what_the_browser_keeps() {
        let mut s = opened("?n=5", Stored::default());
        assert_eq!(s.kept, Kept::default(), "opening the stepper keeps nothing");
        assert_eq!(take(&mut s, Action::SetLang(Lang::Ja)).lang, Some(Lang::Ja));
        let kept = take(
            &mut s,
            Action::Stepper(StepperEvent::SetCode(CodeLang::Rust)),
        );
        assert_eq!(kept.code, Some(CodeLang::Rust));
        assert_eq!(
            take(&mut s, Action::Stepper(StepperEvent::SetTreeOpen(true))).tree_open,
            Some(true)
        );
        assert_eq!(
            take(&mut s, Action::Stepper(StepperEvent::SetTreeOpen(false))).tree_open,
            Some(false)
        );
        let kept = take(&mut s, Action::HideLessonBanner);
        assert_eq!(kept.banner, Some("hidden"));
        // The banner's reason is written once: the lesson's end keeps it.
        let kept = take(&mut s, Action::SetStop(STOP_COUNT));
        assert_eq!((kept.banner, kept.stop), (Some("hidden"), Some(STOP_COUNT)));
        let draft = draft_from_query("?view=learn&write=1&wn=6&wt=bitmap+%26+-bitmap");
        assert_eq!(draft.n, 6);
        let kept = take(&mut s, Action::SetWrite(Some(draft.clone())));
        assert_eq!(kept.draft, Some(draft));
        let kept = take(&mut s, Action::SetWrite(None));
        assert!(kept.draft.is_some(), "closing the tab keeps the draft");
        // Other actions keep what was kept.
        let before = s.kept.clone();
        assert_eq!(
            take(&mut s, Action::Stepper(StepperEvent::Forward)),
            &before
        );
        assert_eq!(take(&mut s, Action::SetView(View::Count)), &before);
    }

    #[test]
    fn the_lesson_s_banner_is_hidden_by_its_end() {
        let mut s = opened("?view=learn", Stored::default());
        let kept = take(&mut s, Action::SetStop(STOP_COUNT));
        assert_eq!(kept.banner, Some("finished"));
    }

    #[test]
    fn the_lesson_s_stop_is_kept_on_opening_the_learn_page() {
        let s = opened(
            "?view=learn",
            Stored {
                stop: Some(7),
                ..Stored::default()
            },
        );
        assert_eq!(s.learn.stop, 7, "back where the learner left it");
        assert_eq!(s.kept.stop, Some(7));
        let s = opened(
            "?view=learn&stop=3",
            Stored {
                stop: Some(7),
                ..Stored::default()
            },
        );
        assert_eq!(s.kept.stop, Some(3));
        let s = opened(
            "?view=count",
            Stored {
                stop: Some(7),
                ..Stored::default()
            },
        );
        assert_eq!(s.kept, Kept::default());
    }

    #[test]
    fn what_the_browser_kept_opens_the_page() {
        let stored = Stored {
            lang: Some(Lang::Ja),
            code: Some(CodeLang::Python),
            tree_open: true,
            banner_hidden: true,
            ..Stored::default()
        };
        let s = opened("?n=5", stored.clone());
        assert_eq!(s.shell.lang, Lang::Ja);
        assert_eq!(s.stepper.code, CodeLang::Python);
        assert!(s.stepper.tree_open && s.learn.banner_hidden);
        // A link's own values win.
        let s = opened("?n=5&lang=en&code=c", stored);
        assert_eq!((s.shell.lang, s.stepper.code), (Lang::En, CodeLang::C));
    }

    #[test]
    fn the_stepper_s_machine_takes_the_board_sizes_of_its_range_only() {
        let mut s = opened("?view=learn", Stored::default());
        take(&mut s, Action::OpenInStepper { n: 17, step: 3 });
        assert_eq!(s.shell.view, View::Learn, "no board 17: nothing opens");
        take(&mut s, Action::SetN(0));
        assert_eq!(s.stepper.n, StepperN::DEFAULT);
        take(&mut s, Action::OpenInStepper { n: 5, step: 3 });
        assert_eq!(s.shell.view, View::Stepper);
        assert!(s.stepper.is_at(StepperN::new(5).unwrap(), 3, None));
    }

    #[test]
    fn a_step_past_the_end_is_a_notice_of_the_shell() {
        let s = opened("?n=4&step=999", Stored::default());
        assert_eq!(
            s.shell.notices,
            vec![Notice::StepPastEnd {
                given: 999,
                last: s.stepper.current.counters().steps
            }]
        );
        let mut s = opened("?n=4", Stored::default());
        let (params, notices) = crate::state::url::parse_query("?n=4&step=999&present=1");
        take(&mut s, Action::Restore(params, notices));
        assert!(s.stepper.presenting && s.stepper.current.is_finished());
        assert_eq!(s.shell.notices.len(), 1);
    }
}
