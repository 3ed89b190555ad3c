//! The shell's state: a reducer that the shell dispatches to. It holds
//! the shell's own ([`Shell`]: language, page, notices, its [`Orders`])
//! and each page's *link*, the part of the address that names the page's
//! place: the stepper's ([`StepperLink`]), the learn page's ([`Place`])
//! and the count page's ([`CountLink`]). Each page owns its place in a
//! machine of its own (`domain::…`, run by `hooks::use_machine` in the
//! page's component): the link is written from what the machine says
//! ([`Action::StepperLink`], [`Action::LearnLink`], [`Action::CountN`],
//! which move no order) and read into it only when the shell moved it
//! itself, each such move counted in [`Shell::orders`]: the address the
//! page opened with, Back and Forward ([`Action::Restore`]), moves from
//! another page ([`Action::Go`]; the extra pages' requests). The machine's
//! own moves never come back to it. The pages that show the stepper's
//! board without its machine (the search tree, the bits primer, symmetry)
//! read it from its link.
//!
//! The reducer is pure: the language the learner chose is part of the state
//! it returns ([`Kept`]), and [`use_kept`] writes it once the page is drawn;
//! what the pages keep, their machines' effects write. So the reducer
//! compiles and is tested natively.

#[cfg(target_arch = "wasm32")]
use std::rc::Rc;

#[cfg(target_arch = "wasm32")]
use yew::prelude::*;

use crate::domain::count::math::{CountN, DEFAULT_COUNT};
use crate::domain::learn::page::Place;
use crate::domain::learn::write::Draft;
use crate::domain::machine::Orders;
use crate::domain::stepper::machine::{StepperLink, StepperN};
use crate::i18n::Lang;
use crate::state::pages::{Go, View};
#[cfg(target_arch = "wasm32")]
use crate::state::storage as key;
use crate::state::url::{Notice, Params};

/// What this browser kept of the shell's keys from earlier visits.
#[derive(Clone, Default)]
pub struct Stored {
    /// The language chosen last.
    pub lang: Option<Lang>,
}

#[cfg(target_arch = "wasm32")]
impl Stored {
    /// Reads them (none where the browser blocks storage).
    pub fn read() -> Stored {
        Stored {
            lang: key::read(key::LANG).and_then(|code| Lang::from_code(&code)),
        }
    }
}

/// What the browser is to keep of the shell's: each key that this visit
/// set, with its last value (`None`: not set by this visit). The reducer
/// only records it; [`use_kept`] writes a key when its value changes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    /// The language the learner chose (`key::LANG`).
    pub lang: Option<Lang>,
}

#[cfg(target_arch = "wasm32")]
impl Kept {
    /// Writes the values that are not those of `before`.
    fn write(&self, before: &Kept) {
        if let Some(lang) = self.lang.filter(|&lang| Some(lang) != before.lang) {
            key::write(key::LANG, lang.code());
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

/// The whole state: the shell's and the pages' links. The shell
/// re-renders when anything it shows changed.
#[derive(Clone, PartialEq)]
pub struct AppState {
    pub shell: Shell,
    /// The stepper's link (its machine's place).
    pub stepper: StepperLink,
    /// The learn page's link (its machine's place).
    pub learn: Place,
    pub count: CountLink,
    /// What the browser is to keep.
    pub kept: Kept,
}

/// What the count page's link names.
#[derive(Clone, PartialEq)]
pub struct CountLink {
    /// The board it counts (`n=` on the count page): its machine's.
    pub n: CountN,
    /// `run=1`: count it when the page opens. Given up once the page is
    /// left, so that coming back starts nothing.
    pub run: bool,
    /// `large=1`: the results large, for a projector (kept in the link, so
    /// that a teacher's link opens that way).
    pub large: bool,
}

/// The shell's state: the language, the page shown, what the address
/// could not give, and how many times the shell moved a page's link.
#[derive(Clone, PartialEq)]
pub struct Shell {
    pub lang: Lang,
    pub view: View,
    pub notices: Vec<Notice>,
    /// The shell's own moves of the pages' links (never a machine's): a
    /// page's machine takes its link when these changed since it last took
    /// it ([`Orders::taken`]).
    pub orders: Orders,
}

#[derive(Clone)]
pub enum Action {
    SetLang(Lang),
    SetView(View),
    DismissNotices,
    /// A page says something the shell shows (a step past the end).
    Notice(Notice),
    /// The stepper's machine moved its place: its link names this now.
    StepperLink(StepperLink),
    /// The learn page's machine moved its place.
    LearnLink(Place),
    /// The count page's machine settled on board `n`.
    CountN(CountN),
    /// The count page's large display, on or off.
    SetCountLarge(bool),
    /// A page's link to another page, switched in the page.
    Go(Go),
    /// An extra page picked the stepper's board `n`: a fresh search, at
    /// its start.
    SetN(StepperN),
    /// An extra page moved the stepper's step.
    Seek(u64),
    /// The write tab's draft changed (the learn page's link).
    SetWrite(Draft),
    /// Back or Forward reached an entry of this page: show exactly what its
    /// address says (view and language; the links its view names: on the
    /// stepper and the tree also `n` and the step), with the notices its
    /// parsing gave. Away from the stepper the address names no board, so
    /// the board is kept. The pages take their links as restored: the entry
    /// is one moment, not played on.
    Restore(Params, Vec<Notice>),
}

impl AppState {
    /// The state a link opens, in a browser that kept `stored`.
    pub fn from_params(
        params: Params,
        notices: Vec<Notice>,
        browser_lang: Lang,
        stored: Stored,
    ) -> Self {
        AppState {
            shell: Shell {
                lang: params.lang.or(stored.lang).unwrap_or(browser_lang),
                view: params.view,
                notices,
                orders: Orders::default(),
            },
            stepper: StepperLink {
                n: params.n,
                step: params.step,
                code: params.code,
                embed: params.embed,
                present: params.present,
            },
            learn: learn_place(&params),
            count: CountLink {
                n: params.count_n.unwrap_or(DEFAULT_COUNT),
                run: params.run && params.view == View::Count,
                large: params.large,
            },
            kept: Kept::default(),
        }
    }

    /// The URL state of this moment.
    pub fn params(&self) -> Params {
        let (stepper, learn) = (&self.stepper, &self.learn);
        Params {
            view: self.shell.view,
            n: stepper.n,
            step: stepper.step,
            lang: Some(self.shell.lang),
            stop: learn.stop,
            quiz: learn.quiz,
            homework: learn.homework,
            check: learn.check,
            write: learn.write.clone(),
            embed: stepper.embed,
            present: stepper.present,
            code: stepper.code,
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
            Action::Notice(notice) => self.shell.notices.push(notice),
            Action::StepperLink(link) => self.stepper = link,
            Action::LearnLink(place) => self.learn = place,
            Action::CountN(n) => self.count.n = n,
            Action::SetCountLarge(on) => self.count.large = on,
            Action::Go(to) => self.go(to),
            Action::SetN(n) => self.set_n(n),
            Action::Seek(step) => {
                if step != self.stepper.step {
                    self.stepper.step = step;
                    self.shell.orders.move_link();
                }
            }
            Action::SetWrite(draft) => {
                let place = Place {
                    write: Some(draft),
                    check: false,
                    ..self.learn.clone()
                };
                if place != self.learn {
                    self.learn = place;
                    self.shell.orders.move_link();
                }
            }
            Action::Restore(params, notices) => self.restore(params, notices),
        }
        if self.shell.view != View::Count {
            self.count.run = false;
        }
    }

    /// The stepper's board is `n` (from its start), if it can step through
    /// it; the same board is kept as it is.
    fn set_n(&mut self, n: StepperN) {
        if n != self.stepper.n {
            self.stepper.n = n;
            self.stepper.step = 0;
            self.shell.orders.move_link();
        }
    }

    /// A page's link to another page: see [`Go`].
    fn go(&mut self, to: Go) {
        match to {
            Go::View(view) => self.shell.view = view,
            Go::Stepper { n, step } => {
                self.shell.view = View::Stepper;
                self.stepper.n = n;
                self.stepper.step = step;
                self.shell.orders.restore();
            }
            Go::Tree(n) => {
                self.set_n(n);
                self.shell.view = View::Tree;
            }
            Go::Lesson => {
                let place = Place {
                    stop: Some(1),
                    ..Place::default()
                };
                if place != self.learn {
                    self.learn = place;
                    self.shell.orders.move_link();
                }
                self.shell.view = View::Learn;
            }
        }
    }

    /// Back or Forward: see [`Action::Restore`].
    fn restore(&mut self, params: Params, notices: Vec<Notice>) {
        let lang = params.lang.unwrap_or(self.shell.lang);
        let link = &self.stepper;
        let stepper = if params.view.names_step() {
            StepperLink {
                n: params.n,
                step: params.step,
                ..*link
            }
        } else {
            *link
        };
        let stepper = StepperLink {
            code: params.code,
            present: params.present,
            ..stepper
        };
        let place = learn_place(&params);
        let same = lang == self.shell.lang
            && params.view == self.shell.view
            && (!params.view.names_step()
                || ((link.n, link.step) == (params.n, params.step)
                    && params.code.is_none_or(|code| Some(code) == link.code)))
            && (params.view != View::Learn || is_at(&self.learn, &place))
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
            self.learn = place;
        }
        self.stepper = stepper;
        let mut orders = self.shell.orders;
        orders.restore();
        self.shell = Shell {
            lang,
            view: params.view,
            notices,
            orders,
        };
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

/// The learn page's link `link` is at `place` (an address that names no
/// stop is at any stop).
fn is_at(link: &Place, place: &Place) -> bool {
    place.stop.is_none_or(|k| Some(k) == link.stop)
        && Place {
            stop: link.stop,
            ..place.clone()
        } == *link
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::url::parse_query;

    fn opened(query: &str, stored: Stored) -> AppState {
        let (params, notices) = parse_query(query);
        AppState::from_params(params, notices, Lang::En, stored)
    }

    /// The reducer's step, as `reduce` takes it.
    fn take(state: &mut AppState, action: Action) -> &AppState {
        if let Some(next) = state.after(action) {
            *state = next;
        }
        state
    }

    fn stepper_n(n: usize) -> StepperN {
        StepperN::of(n).expect("a stepper board")
    }

    // Natively there is no storage: the reducer compiles here only because
    // it never touches it, and what it keeps is a value.
    #[test]
    fn the_reducer_records_the_language_chosen() {
        let mut s = opened("?n=5", Stored::default());
        assert_eq!(s.kept, Kept::default(), "opening the stepper keeps nothing");
        assert_eq!(
            take(&mut s, Action::SetLang(Lang::Ja)).kept.lang,
            Some(Lang::Ja)
        );
        // Other actions keep what was kept.
        let before = s.kept.clone();
        assert_eq!(take(&mut s, Action::Seek(3)).kept, before);
        assert_eq!(take(&mut s, Action::SetView(View::Count)).kept, before);
    }

    #[test]
    fn what_the_browser_kept_opens_the_page_and_a_link_s_own_wins() {
        let stored = Stored {
            lang: Some(Lang::Ja),
        };
        let s = opened("?n=5", stored.clone());
        assert_eq!(s.shell.lang, Lang::Ja);
        assert_eq!(s.stepper.code, None, "the stepper's machine fills it");
        let s = opened("?n=5&lang=en&code=c", stored);
        assert_eq!(s.shell.lang, Lang::En);
        assert_eq!(
            s.stepper.code,
            Some(crate::domain::stepper::code::CodeLang::C)
        );
    }

    #[test]
    fn another_page_opens_the_stepper_on_a_moment_as_a_restore() {
        let mut s = opened("?view=learn", Stored::default());
        take(
            &mut s,
            Action::Go(Go::Stepper {
                n: stepper_n(5),
                step: 3,
            }),
        );
        assert_eq!(s.shell.view, View::Stepper);
        assert_eq!((s.stepper.n, s.stepper.step), (stepper_n(5), 3));
        assert_eq!(
            s.shell.orders.restored, 1,
            "the moment is opened as a restore"
        );
    }

    #[test]
    fn another_page_s_board_starts_over_and_the_same_board_is_kept() {
        let mut s = opened("?n=5&step=9", Stored::default());
        take(&mut s, Action::Go(Go::Tree(stepper_n(5))));
        assert_eq!((s.shell.view, s.stepper.step), (View::Tree, 9));
        take(&mut s, Action::Seek(4));
        take(&mut s, Action::SetN(stepper_n(6)));
        assert_eq!((s.stepper.n, s.stepper.step), (stepper_n(6), 0));
        assert_eq!(s.shell.orders.restored, 0, "the stepper follows these");
        assert_eq!(s.shell.orders.moved, 2, "another board, another step");
    }

    /// The pages' machines say where their links point: the shell writes
    /// it into the address and hands them nothing back (no order moves, so
    /// `Runtime::take_link` hands nothing), however often they say it.
    #[test]
    fn a_machine_s_own_moves_are_written_and_never_handed_back() {
        let mut s = opened("?n=6&step=4", Stored::default());
        let taken = s.shell.orders;
        let link = StepperLink {
            step: 5,
            ..s.stepper
        };
        take(&mut s, Action::StepperLink(link));
        take(&mut s, Action::CountN(CountN::clamped(14)));
        take(
            &mut s,
            Action::LearnLink(Place {
                stop: Some(4),
                ..Place::default()
            }),
        );
        assert_eq!(s.params().step, 5, "the address follows the machine");
        assert_eq!(s.params().count_n, Some(CountN::clamped(14)));
        assert_eq!(s.params().stop, Some(4));
        assert_eq!(s.shell.orders.taken(Some(taken)), None);
        // The same place from another page moves nothing either.
        take(&mut s, Action::Seek(5));
        assert_eq!(s.shell.orders.taken(Some(taken)), None);
        // Another page's move is handed over.
        take(&mut s, Action::Seek(9));
        assert_eq!(
            s.shell.orders.taken(Some(taken)),
            Some(crate::domain::machine::Taken::Follow)
        );
        let draft = Draft::default();
        let taken = s.shell.orders;
        take(&mut s, Action::SetWrite(draft.clone()));
        assert_eq!(s.learn.write, Some(draft));
        assert_eq!(
            s.shell.orders.taken(Some(taken)),
            Some(crate::domain::machine::Taken::Follow),
            "the write tab's draft reaches the learn page's machine"
        );
    }

    #[test]
    fn the_banner_opens_the_lesson_at_its_first_stop() {
        let mut s = opened("?view=learn&quiz=7", Stored::default());
        take(&mut s, Action::SetView(View::Stepper));
        take(&mut s, Action::Go(Go::Lesson));
        assert_eq!(s.shell.view, View::Learn);
        assert_eq!((s.learn.stop, s.learn.quiz), (Some(1), None));
    }

    #[test]
    fn a_page_s_notice_is_the_shell_s_and_back_replaces_them() {
        let mut s = opened("?n=4&step=x", Stored::default());
        assert_eq!(s.shell.notices.len(), 1);
        take(
            &mut s,
            Action::Notice(Notice::StepPastEnd { given: 9, last: 5 }),
        );
        assert_eq!(s.shell.notices.len(), 2);
        let (params, notices) = parse_query("?n=4&step=999&present=1");
        take(&mut s, Action::Restore(params, notices));
        assert!(s.shell.notices.is_empty());
        assert!(s.stepper.present && s.stepper.step == 999);
        assert_eq!(s.shell.orders.restored, 1);
    }

    #[test]
    fn back_to_the_place_shown_changes_nothing() {
        let mut s = opened("?n=6&step=4&lang=en", Stored::default());
        let (params, notices) = parse_query("?n=6&step=4");
        assert!(s.after(Action::Restore(params, notices)).is_none());
        // Another view's entry keeps the stepper's board and step.
        let (params, notices) = parse_query("?view=bits&lang=en");
        take(&mut s, Action::Restore(params, notices));
        assert_eq!(
            (s.shell.view, s.stepper.n, s.stepper.step),
            (View::Bits, stepper_n(6), 4)
        );
        // A learn entry that names no stop is at the stop shown.
        take(
            &mut s,
            Action::LearnLink(Place {
                stop: Some(3),
                ..Place::default()
            }),
        );
        take(&mut s, Action::SetView(View::Learn));
        let (params, notices) = parse_query("?view=learn&lang=en");
        assert!(s.after(Action::Restore(params, notices)).is_none());
        let (params, notices) = parse_query("?view=learn&stop=2&lang=en");
        take(&mut s, Action::Restore(params, notices));
        assert_eq!((s.learn.stop, s.shell.orders.restored), (Some(2), 2));
    }
}
