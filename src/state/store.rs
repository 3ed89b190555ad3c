//! The shell's state: a reducer that the shell dispatches to. It holds
//! the shell's own ([`Shell`]: language, page, notices) and the learn
//! page's link ([`Place`]), the part of the address that names that page's
//! place: its machine lives in the extra wasm, so the link is written from
//! what the machine says ([`Action::LearnLink`]) and handed to it only when
//! the shell moved it itself ([`Shell::orders`]). The stepper's and the
//! count page's machines are the shell's (kept while their page is not
//! shown, `hooks::use_shell_machine`): each owns its place, its `n` among
//! it, and the address is written from their links ([`Links`],
//! [`AppState::params`]); the shell's own moves of them (the link the app
//! opened on, Back and Forward, another page's move) are events sent to
//! them ([`Move`], [`moves`]), and their own moves never come back to
//! them. The pages that show the stepper's board without its machine (the
//! search tree, the bits primer, symmetry) read it from its link.
//!
//! The reducer is pure: the language the learner chose is part of the state
//! it returns ([`Kept`]), and [`use_kept`] writes it once the page is drawn;
//! what the pages keep, their machines' effects write. So the reducer
//! compiles and is tested natively.

#[cfg(target_arch = "wasm32")]
use std::rc::Rc;

#[cfg(target_arch = "wasm32")]
use yew::prelude::*;

use crate::domain::count::machine::{self as count, CountLink};
use crate::domain::learn::page::Place;
use crate::domain::learn::write::Draft;
use crate::domain::machine::{Orders, Taken};
use crate::domain::stepper::machine::{self as stepper, StepperLink, StepperN};
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

/// The shell's state: its own and the learn page's link (whose machine
/// lives in the extra wasm). The stepper's and the count page's links are
/// their machines' ([`Links`]), which the shell keeps; the shell
/// re-renders when anything it shows changed.
#[derive(Clone, PartialEq)]
pub struct AppState {
    pub shell: Shell,
    /// The learn page's link (its machine's place, in the extra wasm).
    pub learn: Place,
    /// `run=1`: count the count page's board when that page opens. An act
    /// of the opening, not a place: given up once the page is left, so
    /// that coming back starts nothing.
    pub count_run: bool,
    /// What the browser is to keep.
    pub kept: Kept,
}

/// The links of the pages whose machines the shell keeps, as the machines
/// name them now: the address is written from them with the shell's
/// ([`AppState::params`]), and the pages that draw the stepper's board
/// without its machine (the search tree, the bits primer, symmetry) read
/// it here. Each `n` has one owner, its machine.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Links {
    /// The stepper's (`StepperMachine::link`).
    pub stepper: StepperLink,
    /// The count page's (`Counter::link`).
    pub count: CountLink,
}

/// A move of the shell's to a page's machine: an event of its own (the
/// app opened on a link, Back and Forward, another page's move).
#[derive(Clone, Debug, PartialEq)]
pub enum Move {
    Stepper(stepper::Event),
    Count(count::Event),
}

/// The shell's state: the language, the page shown, what the address
/// could not give, and how many times the shell moved the learn page's
/// link.
#[derive(Clone, PartialEq)]
pub struct Shell {
    pub lang: Lang,
    pub view: View,
    pub notices: Vec<Notice>,
    /// The shell's own moves of the learn page's link (never its
    /// machine's): the machine takes its link when these changed since it
    /// last took it ([`Orders::taken`]).
    pub orders: Orders,
}

#[derive(Clone)]
pub enum Action {
    SetLang(Lang),
    SetView(View),
    DismissNotices,
    /// A page says something the shell shows (a step past the end).
    Notice(Notice),
    /// The learn page's machine moved its place.
    LearnLink(Place),
    /// A page's link to another page, switched in the page.
    Go(Go),
    /// An extra page picked the stepper's board `n`: a fresh search, at
    /// its start (a move of the stepper's machine).
    SetN(StepperN),
    /// An extra page moved the stepper's step (a move of its machine).
    Seek(u64),
    /// The write tab's draft changed (the learn page's link).
    SetWrite(Draft),
    /// Back or Forward reached an entry of this page: show exactly what its
    /// address says (view and language; the links its view names: on the
    /// stepper and the tree also `n` and the step, see [`moves`]), with the
    /// notices its parsing gave. The pages take their links as restored:
    /// the entry is one moment, not played on.
    Restore(Params, Vec<Notice>),
}

impl AppState {
    /// The state a link opens, in a browser that kept `stored`, and the
    /// moves that open the pages' machines on it.
    pub fn from_params(
        params: Params,
        notices: Vec<Notice>,
        browser_lang: Lang,
        stored: Stored,
    ) -> (Self, Vec<Move>) {
        let lang = params.lang.or(stored.lang).unwrap_or(browser_lang);
        // The language first: the stepper's first moment is said in it.
        let mut moves = vec![
            Move::Stepper(stepper::Event::Lang(lang)),
            Move::Stepper(stepper::Event::Link(
                Taken::Open,
                StepperLink {
                    n: params.n,
                    step: params.step,
                    code: params.code,
                    embed: params.embed,
                    present: params.present,
                },
            )),
        ];
        if let Some(n) = params.count_n {
            moves.push(Move::Count(count::Event::Link { n, run: false }));
        }
        if params.large {
            moves.push(Move::Count(count::Event::Large(true)));
        }
        let state = AppState {
            shell: Shell {
                lang,
                view: params.view,
                notices,
                orders: Orders::default(),
            },
            learn: learn_place(&params),
            count_run: params.run && params.view == View::Count,
            kept: Kept::default(),
        };
        (state, moves)
    }

    /// The URL state of this moment, the pages' machines naming `links`.
    pub fn params(&self, links: &Links) -> Params {
        let (stepper, learn) = (&links.stepper, &self.learn);
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
            count_n: Some(links.count.n),
            large: links.count.large,
            // An act of the opening, not a place: never written.
            run: false,
        }
    }

    /// The state after `action`, or `None` when it changed nothing: the
    /// reducer's step, pure. (What it asks of the pages' machines is
    /// [`moves`].)
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
            Action::LearnLink(place) => self.learn = place,
            Action::Go(to) => self.go(to),
            // The stepper's machine's.
            Action::SetN(_) | Action::Seek(_) => {}
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
            self.count_run = false;
        }
    }

    /// A page's link to another page: see [`Go`] (the stepper's part is
    /// its machine's, [`moves`]).
    fn go(&mut self, to: Go) {
        match to {
            Go::View(view) => self.shell.view = view,
            Go::Stepper { .. } => self.shell.view = View::Stepper,
            Go::Tree(_) => self.shell.view = View::Tree,
            Go::Lesson { stop } => {
                // The stop the banner offers (the learner's progress), which
                // the learn page's machine may have left for an earlier one.
                let place = Place {
                    stop: Some(stop),
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

    /// Back or Forward: see [`Action::Restore`]. The shell's part: the
    /// view, the language, the notices and the learn page's link (the
    /// other pages' are their machines', [`moves`]).
    fn restore(&mut self, params: Params, notices: Vec<Notice>) {
        let lang = params.lang.unwrap_or(self.shell.lang);
        let place = learn_place(&params);
        self.shell.notices = notices;
        let same = lang == self.shell.lang
            && params.view == self.shell.view
            && (params.view != View::Learn || is_at(&self.learn, &place));
        if same {
            return;
        }
        if params.view == View::Learn {
            self.learn = place;
        }
        self.shell.lang = lang;
        self.shell.view = params.view;
        self.shell.orders.restore();
    }
}

/// What `action` asks of the pages' machines, whose links are `links` now:
/// the shell's own moves of their links, sent to them as events (the
/// machines' own moves are theirs alone: nothing comes back to them).
pub fn moves(action: &Action, links: &Links) -> Vec<Move> {
    let own = links.stepper;
    let stepper = |event| vec![Move::Stepper(event)];
    match action {
        Action::Go(Go::Stepper { n, step }) => stepper(stepper::Event::Link(
            Taken::Restore,
            StepperLink {
                n: *n,
                step: *step,
                ..own
            },
        )),
        Action::Go(Go::Tree(n)) | Action::SetN(n) => stepper(stepper::Event::SetN(*n)),
        Action::Seek(step) => stepper(stepper::Event::Link(
            Taken::Follow,
            StepperLink { step: *step, ..own },
        )),
        Action::Restore(params, _) => {
            // Away from the stepper and the tree the address names no
            // board: the board is kept.
            let (n, step) = if params.view.names_step() {
                (params.n, params.step)
            } else {
                (own.n, own.step)
            };
            let mut out = stepper(stepper::Event::Link(
                Taken::Restore,
                StepperLink {
                    n,
                    step,
                    code: params.code,
                    embed: own.embed,
                    present: params.present,
                },
            ));
            // An entry that names no count board keeps the one shown.
            if let Some(n) = params.count_n {
                out.push(Move::Count(count::Event::Link { n, run: false }));
            }
            if params.view == View::Count {
                out.push(Move::Count(count::Event::Large(params.large)));
            }
            out
        }
        Action::SetLang(_)
        | Action::SetView(_)
        | Action::DismissNotices
        | Action::Notice(_)
        | Action::LearnLink(_)
        | Action::Go(Go::View(_) | Go::Lesson { .. })
        | Action::SetWrite(_) => vec![],
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
    use crate::domain::count::machine::Counter;
    use crate::domain::count::math::CountN;
    use crate::domain::machine::TimedMachine;
    use crate::domain::stepper::code::CodeLang;
    use crate::domain::stepper::machine::StepperMachine;
    use crate::state::url::{parse_query, to_query};

    /// The shell and the machines it keeps, as the app runs them: each
    /// action's moves sent to the machines, then the reducer's step.
    struct App {
        state: AppState,
        stepper: StepperMachine,
        count: Counter,
    }

    impl App {
        fn opened(query: &str, stored: Stored) -> App {
            let (params, notices) = parse_query(query);
            let (state, moves) = AppState::from_params(params, notices, Lang::En, stored);
            let mut app = App {
                state,
                // As the page makes them: the defaults, what the browser
                // kept, before the opening's moves.
                stepper: StepperMachine::new(
                    StepperN::DEFAULT,
                    false,
                    false,
                    CodeLang::default(),
                    false,
                ),
                count: Counter::new(2, false),
            };
            app.send(moves);
            app
        }

        fn links(&self) -> Links {
            Links {
                stepper: self.stepper.link(),
                count: self.count.link(),
            }
        }

        /// Sends the shell's moves to the machines; a step past the end
        /// comes back as the notice the stepper's effects give the shell.
        fn send(&mut self, moves: Vec<Move>) {
            for m in moves {
                match m {
                    Move::Stepper(e) => {
                        for command in self.stepper.update(e, 0.0).1 {
                            if let stepper::Command::PastEnd { given, last } = command {
                                let notice = Notice::StepPastEnd { given, last };
                                if let Some(next) = self.state.after(Action::Notice(notice)) {
                                    self.state = next;
                                }
                            }
                        }
                    }
                    Move::Count(e) => {
                        let _ = self.count.update(e, 0.0);
                    }
                }
            }
        }

        /// As `app::Dispatch` takes it: the shell's state, then the moves.
        fn act(&mut self, action: Action) -> &mut App {
            let moves = moves(&action, &self.links());
            if let Some(next) = self.state.after(action) {
                self.state = next;
            }
            self.send(moves);
            self
        }

        fn params(&self) -> Params {
            self.state.params(&self.links())
        }

        fn restore(&mut self, query: &str) -> &mut App {
            let (params, notices) = parse_query(query);
            self.act(Action::Restore(params, notices))
        }
    }

    fn stepper_n(n: usize) -> StepperN {
        StepperN::of(n).expect("a stepper board")
    }

    /// The address is derived from the machines' state and the shell's,
    /// and opens them where they were: each `n` has one owner, its page's
    /// machine, and the round trip through the address keeps what the
    /// view's address names (the stepper's place on the stepper, its board
    /// and step on the tree, the count page's on the count page).
    #[test]
    fn the_address_written_from_the_machines_opens_them_where_they_were() {
        let mut app = App::opened("?view=count&n=11&large=1&lang=ja", Stored::default());
        app.act(Action::SetN(stepper_n(6)));
        app.act(Action::Seek(40));
        app.stepper
            .update(stepper::Event::SetCode(CodeLang::Rust), 0.0);
        assert_eq!(app.links().stepper.n, stepper_n(6));
        assert_eq!(app.links().count.n, CountN::clamped(11));
        for view in [View::Count, View::Tree, View::Stepper] {
            app.act(Action::SetView(view));
            let query = to_query(&app.params());
            let again = App::opened(&query, Stored::default());
            let (was, is) = (app.links(), again.links());
            match view {
                View::Count => assert_eq!(is.count, was.count, "{query}"),
                View::Tree => assert_eq!(
                    (is.stepper.n, is.stepper.step),
                    (was.stepper.n, was.stepper.step),
                    "{query}"
                ),
                _ => assert_eq!(is.stepper, was.stepper, "{query}"),
            }
            assert!(again.state.shell == app.state.shell, "{query}");
            assert_eq!(to_query(&again.params()), query);
        }
    }

    /// A link to a far step of a large board waits for the timeline's
    /// count (step 0 shown meanwhile): the address keeps naming that step
    /// (it named step 0 until the count ended, and a reload or a copied
    /// link lost the step), another page's entry and the way back keep the
    /// wait, and Back to an entry of another step ends it there.
    #[test]
    fn the_address_keeps_a_step_that_waits_for_the_count() {
        let far = "?n=16&step=3000000&lang=ja";
        let mut app = App::opened(far, Stored::default());
        assert_eq!(app.stepper.current.counters().steps, 0, "counted later");
        assert_eq!(app.stepper.pending_step, Some(3_000_000));
        assert!(to_query(&app.params()).contains("step=3000000"));
        let again = App::opened(&to_query(&app.params()), Stored::default());
        assert_eq!(again.stepper.pending_step, Some(3_000_000));
        app.restore("?view=count&lang=ja");
        app.restore(far);
        assert_eq!(app.stepper.pending_step, Some(3_000_000));
        assert!(to_query(&app.params()).contains("step=3000000"));
        app.restore("?n=16&step=5&lang=ja");
        assert_eq!(
            (
                app.stepper.current.counters().steps,
                app.stepper.pending_step
            ),
            (5, None)
        );
    }

    // Natively there is no storage: the reducer compiles here only because
    // it never touches it, and what it keeps is a value.
    #[test]
    fn the_reducer_records_the_language_chosen() {
        let mut app = App::opened("?n=5", Stored::default());
        assert_eq!(app.state.kept, Kept::default(), "opening keeps nothing");
        app.act(Action::SetLang(Lang::Ja));
        assert_eq!(app.state.kept.lang, Some(Lang::Ja));
        // Other actions keep what was kept.
        let before = app.state.kept.clone();
        assert_eq!(app.act(Action::Seek(3)).state.kept, before);
        assert_eq!(app.act(Action::SetView(View::Count)).state.kept, before);
    }

    #[test]
    fn what_the_browser_kept_opens_the_page_and_a_link_s_own_wins() {
        let stored = Stored {
            lang: Some(Lang::Ja),
        };
        let app = App::opened("?n=5", stored.clone());
        assert_eq!(app.state.shell.lang, Lang::Ja);
        assert_eq!(
            app.params().code,
            Some(CodeLang::default()),
            "the machine's"
        );
        let app = App::opened("?n=5&lang=en&code=c", stored);
        assert_eq!(app.state.shell.lang, Lang::En);
        assert_eq!(app.params().code, Some(CodeLang::C));
    }

    #[test]
    fn another_page_opens_the_stepper_on_a_moment_as_a_restore() {
        let mut app = App::opened("?view=learn", Stored::default());
        app.stepper.update(stepper::Event::TogglePlay, 0.0);
        app.act(Action::Go(Go::Stepper {
            n: stepper_n(5),
            step: 3,
        }));
        assert_eq!(app.state.shell.view, View::Stepper);
        let link = app.links().stepper;
        assert_eq!((link.n, link.step), (stepper_n(5), 3));
        assert!(!app.stepper.playing, "the moment is not played on");
    }

    #[test]
    fn another_page_s_board_starts_over_and_the_same_board_is_kept() {
        let mut app = App::opened("?n=5&step=9", Stored::default());
        app.act(Action::Go(Go::Tree(stepper_n(5))));
        assert_eq!(
            (app.state.shell.view, app.links().stepper.step),
            (View::Tree, 9)
        );
        app.act(Action::Seek(4));
        assert_eq!(app.links().stepper.step, 4);
        app.act(Action::SetN(stepper_n(6)));
        let link = app.links().stepper;
        assert_eq!((link.n, link.step), (stepper_n(6), 0));
        assert_eq!(
            app.state.shell.orders,
            Orders::default(),
            "the learn page's alone"
        );
    }

    /// The learn page's machine (in the extra wasm) says where its link
    /// points: the shell writes it into the address and hands it nothing
    /// back (no order moves, so `Runtime::take_link` hands nothing).
    #[test]
    fn the_learn_page_s_own_moves_are_written_and_never_handed_back() {
        let mut app = App::opened("?n=6&step=4", Stored::default());
        let taken = app.state.shell.orders;
        app.act(Action::LearnLink(Place {
            stop: Some(4),
            ..Place::default()
        }));
        assert_eq!(app.params().stop, Some(4));
        assert_eq!(app.state.shell.orders.taken(Some(taken)), None);
        let draft = Draft::default();
        app.act(Action::SetWrite(draft.clone()));
        assert_eq!(app.state.learn.write, Some(draft));
        assert_eq!(
            app.state.shell.orders.taken(Some(taken)),
            Some(crate::domain::machine::Taken::Follow),
            "the write tab's draft reaches the learn page's machine"
        );
    }

    #[test]
    fn the_banner_opens_the_lesson_at_the_stop_it_offers() {
        let mut app = App::opened("?view=learn&stop=4&quiz=7", Stored::default());
        app.act(Action::SetView(View::Stepper));
        app.act(Action::Go(Go::Lesson { stop: 9 }));
        assert_eq!(app.state.shell.view, View::Learn);
        // The learner's progress, not the stop the page showed last.
        assert_eq!(
            (app.state.learn.stop, app.state.learn.quiz),
            (Some(9), None)
        );
    }

    #[test]
    fn a_page_s_notice_is_the_shell_s_and_back_replaces_them() {
        let mut app = App::opened("?n=4&step=x", Stored::default());
        assert_eq!(app.state.shell.notices.len(), 1);
        app.act(Action::Notice(Notice::StepPastEnd { given: 9, last: 5 }));
        assert_eq!(app.state.shell.notices.len(), 2);
        app.restore("?n=4&step=5&present=1");
        assert!(app.state.shell.notices.is_empty());
        assert!(app.stepper.presenting && app.links().stepper.step == 5);
        // Back to an entry past the end: the stepper's notice comes after
        // the notices the entry replaced.
        app.restore("?n=4&step=999999");
        let last = app.links().stepper.step;
        assert_eq!(
            app.state.shell.notices,
            [Notice::StepPastEnd {
                given: 999_999,
                last
            }]
        );
    }

    #[test]
    fn back_and_forward_restore_each_page_s_own() {
        let mut app = App::opened("?n=6&step=4&lang=en", Stored::default());
        let state = app.state.clone();
        app.restore("?n=6&step=4");
        assert!(
            app.state == state,
            "back to the place shown changes nothing"
        );
        // Another view's entry keeps the stepper's board and step, and the
        // count page's board it names is its machine's.
        app.restore("?view=bits&lang=en");
        let link = app.links().stepper;
        assert_eq!(
            (app.state.shell.view, link.n, link.step),
            (View::Bits, stepper_n(6), 4)
        );
        app.restore("?view=count&n=13&large=1&lang=en");
        assert_eq!(
            app.links().count,
            CountLink {
                n: CountN::clamped(13),
                large: true
            }
        );
        // A stepper entry stops play and opens its moment.
        app.stepper.update(stepper::Event::TogglePlay, 0.0);
        app.restore("?n=5&step=2&lang=en");
        let link = app.links().stepper;
        assert_eq!(
            (link.n, link.step, app.stepper.playing),
            (stepper_n(5), 2, false)
        );
        // A learn entry that names no stop is at the stop shown.
        app.act(Action::LearnLink(Place {
            stop: Some(3),
            ..Place::default()
        }));
        app.act(Action::SetView(View::Learn));
        let orders = app.state.shell.orders;
        app.restore("?view=learn&lang=en");
        assert_eq!(app.state.shell.orders, orders);
        app.restore("?view=learn&stop=2&lang=en");
        assert_eq!(app.state.learn.stop, Some(2));
        assert_eq!(app.state.shell.orders.restored, orders.restored + 1);
    }
}
