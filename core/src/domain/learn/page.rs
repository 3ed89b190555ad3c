//! Where the learn page is, as a machine ([`Learn`]): the lesson's stop, the
//! exercises' set (practice, or a homework set), the teacher's check page,
//! the write tab's draft, and how far the stepper's lesson banner was put
//! away ([`Banner`]).
//! The learn page runs it (and the stepper's banner, which shows whether
//! the banner is hidden), kept across visits; the shell holds its link, the
//! [`Place`] the address names, written from it ([`Command::Link`]) and
//! handed to it before the page is drawn ([`Event::Link`]) only where the
//! shell moved it (`domain::machine::Orders`): never its own moves back. Its commands say
//! what the browser is to keep and where the link points ([`Command`]).

use super::homework::Set;
use super::lesson::{STOP_COUNT, TOPICS};
use super::write::Draft;
use crate::domain::machine::{Machine, Taken};
use crate::i18n::Lang;

/// The learn page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Learn {
    /// The lesson's stop shown (from 1).
    pub stop: usize,
    /// The lesson's progress: the furthest stop come to by going on
    /// through the lesson ([`Event::Stop`]: Next, Previous, the arrow keys;
    /// from 1; kept in the browser). A link (a teacher's, to any stop; Back,
    /// Forward; another page's) shows its stop and moves nothing, lower or
    /// higher: the banner still offers to go on from here.
    pub furthest: usize,
    /// While the exercises are open, their seed.
    pub quiz: Option<u64>,
    /// While a homework set is open (or checked), the set.
    pub homework: Option<Set>,
    /// The teacher's check page is open.
    pub check: bool,
    /// How far the stepper's lesson banner was put away (kept in the
    /// browser).
    pub banner: Banner,
    /// While the "write the bits" tab is open, the learner's draft (kept
    /// in the browser too).
    pub write: Option<Draft>,
    /// The learner's last draft (kept in the browser): the write tab goes
    /// back to it.
    pub draft: Option<Draft>,
    /// The exercises last shown (their seed, and the homework set if they
    /// were one): the exercises tab goes back to them, homework and all.
    pub exercises: Option<(u64, Option<Set>)>,
}

/// A place of the learn page, as an address names it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Place {
    /// None: the address names no stop.
    pub stop: Option<usize>,
    pub quiz: Option<u64>,
    pub homework: Option<Set>,
    pub check: bool,
    pub write: Option<Draft>,
}

/// How far the stepper's lesson banner was put away, each a step past the
/// one before (it never comes back from one to an earlier). The banner has
/// two kinds, by the stop the lesson was left at: "new here?" at the first
/// stop, "go on with the lesson: stop k" past it; closing one is closing
/// that kind, so that a learner who closed the welcome is still offered to
/// go on after a partial lesson.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Banner {
    /// Nothing put away: the banner shows, of the kind the stop says.
    #[default]
    Shown,
    /// The "new here?" banner was closed: it shows only to go on, past
    /// the first stop.
    WelcomeClosed,
    /// The "go on" banner was closed: hidden for good.
    Closed,
    /// The lesson's last question was answered: hidden for good.
    Finished,
}

impl Banner {
    /// What the browser keeps of it (nothing while it is shown). "hidden"
    /// is what builds before the banner had kinds kept for any close: read
    /// as the welcome closed, which offers going on at most once more.
    pub fn key(self) -> Option<&'static str> {
        match self {
            Banner::Shown => None,
            Banner::WelcomeClosed => Some("hidden"),
            Banner::Closed => Some("closed"),
            Banner::Finished => Some("finished"),
        }
    }

    /// The banner as the browser kept it (`key`).
    pub fn from_key(key: Option<&str>) -> Banner {
        match key {
            None => Banner::Shown,
            Some("closed") => Banner::Closed,
            Some("finished") => Banner::Finished,
            Some(_) => Banner::WelcomeClosed,
        }
    }

    /// Does the banner show while the lesson is left at `stop`?
    pub fn shows(self, stop: usize) -> bool {
        match self {
            Banner::Shown => true,
            Banner::WelcomeClosed => stop > 1,
            Banner::Closed | Banner::Finished => false,
        }
    }
}

/// What the browser kept of the learn page from earlier visits.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    /// The lesson's progress ([`Learn::furthest`]).
    pub stop: Option<usize>,
    pub banner: Banner,
    /// The write tab's draft.
    pub draft: Option<Draft>,
}

/// What happens to the learn page.
#[derive(Clone, Debug)]
pub enum Event {
    /// The lesson moves to stop `k`.
    Stop(usize),
    /// The exercises of this seed, or the lesson.
    Quiz(Option<u64>),
    /// This homework set (`false`), or the teacher's check page (`true`)
    /// of it (of any set: `None`).
    Homework(Option<Set>, bool),
    /// The write tab with this draft (or the lesson).
    Write(Option<Draft>),
    /// The learner closed the stepper's lesson banner: the kind shown (see
    /// [`Banner`]), for good.
    HideBanner,
    /// The lesson's last question was answered: the lesson is finished.
    Finished,
    /// The page is drawn with its link (see [`Taken`]): opened on this
    /// place, restored to it (Back, Forward), or following it (the write
    /// tab's draft, a link from another page).
    Link(Taken, Place),
}

/// What the browser is to keep, and where the page's link points.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// The furthest stop come to grew to this one (the lesson's progress,
    /// [`Learn::furthest`]: a new visit, and the banner, go on from it).
    Stop(usize),
    /// How far the banner is put away now.
    Banner(Banner),
    /// The write tab's draft.
    Draft(Draft),
    /// The page's place moved: its link names this now.
    Link(Place),
}

impl Place {
    /// The name of what the place shows, for the document's title (a
    /// bookmark, a tab, the first thing a screen reader says of the page):
    /// the lesson's stop, its title in words (no operator signs, which a
    /// screen reader reads by their symbols' names, as its heading says
    /// it), or the exercises; none for the write tab and the check page.
    pub fn title(&self, lang: Lang) -> Option<String> {
        if self.write.is_some() || self.check {
            return None;
        }
        if self.quiz.is_some() {
            return Some(super::texts::QUIZ_TAB.get(lang).to_string());
        }
        let k = self.stop?.clamp(1, STOP_COUNT);
        let title = super::texts::stop_title(lang, TOPICS[k - 1]);
        Some(crate::domain::spoken::for_ear(title, usize::MAX, lang))
    }
}

impl Learn {
    /// The page a link opens at `place`, in a browser that kept `kept`: a
    /// link that names no stop opens the lesson at the furthest stop the
    /// learner came to (a finished lesson opens at its first stop, to go
    /// through again), and one to the write tab that names no expression
    /// comes back to the learner's draft.
    pub fn open(place: Place, kept: Kept) -> Learn {
        let finished = kept.banner == Banner::Finished;
        let furthest = kept.stop.unwrap_or(1).clamp(1, STOP_COUNT);
        let left = kept.stop.filter(|&k| !(finished && k >= STOP_COUNT));
        let stop = place.stop.or(left).unwrap_or(1).clamp(1, STOP_COUNT);
        Learn {
            stop,
            furthest,
            quiz: place.quiz,
            homework: place.homework,
            check: place.check,
            banner: kept.banner,
            write: place.write.map(|draft| {
                if draft.blanks.is_empty() {
                    kept.draft.clone().unwrap_or(draft)
                } else {
                    draft
                }
            }),
            draft: kept.draft,
            exercises: place
                .quiz
                .filter(|_| !place.check)
                .map(|seed| (seed, place.homework)),
        }
    }

    /// The place the page's link names.
    pub fn place(&self) -> Place {
        Place {
            stop: Some(self.stop),
            quiz: self.quiz,
            homework: self.homework,
            check: self.check,
            write: self.write.clone(),
        }
    }

    /// The page already shows `place`.
    pub fn is_at(&self, place: &Place) -> bool {
        place.stop.is_none_or(|k| k == self.stop)
            && self.quiz == place.quiz
            && self.homework == place.homework
            && self.check == place.check
            && self.write == place.write
    }

    /// Goes on to stop `k` within the lesson: the progress grows with it,
    /// never back.
    fn set_stop(&mut self, k: usize) -> Option<Command> {
        self.show(k);
        self.further()
    }

    /// Shows stop `k` (a link's): the progress stays.
    fn show(&mut self, k: usize) {
        self.stop = k.clamp(1, STOP_COUNT);
    }

    /// The progress, where the stop shown passed it.
    fn further(&mut self) -> Option<Command> {
        (self.stop > self.furthest).then(|| {
            self.furthest = self.stop;
            Command::Stop(self.furthest)
        })
    }

    /// Puts the banner away as far as `to`, never back.
    fn put_away(&mut self, to: Banner) -> Option<Command> {
        (to > self.banner).then(|| {
            self.banner = to;
            Command::Banner(to)
        })
    }
}

impl Learn {
    /// Handles `event` (the link's command aside).
    fn take(&mut self, event: Event) -> Vec<Command> {
        match event {
            Event::Stop(k) => self.set_stop(k).into_iter().collect(),
            Event::Quiz(seed) => {
                self.quiz = seed;
                self.homework = None;
                self.check = false;
                self.write = None;
                Vec::new()
            }
            Event::Homework(set, check) => {
                self.quiz = set.map(|s| s.seed);
                self.homework = set;
                self.check = check;
                self.write = None;
                Vec::new()
            }
            Event::Write(draft) => {
                self.check = false;
                self.write = draft.clone();
                if draft.is_some() {
                    self.draft = draft.clone();
                }
                draft.map(Command::Draft).into_iter().collect()
            }
            Event::HideBanner => {
                let shown = match self.furthest {
                    ..=1 => Banner::WelcomeClosed,
                    _ => Banner::Closed,
                };
                self.put_away(shown).into_iter().collect()
            }
            // The stepper stops offering the lesson.
            Event::Finished => self.put_away(Banner::Finished).into_iter().collect(),
            Event::Link(how, place) => self.take_link(how, place),
        }
    }

    /// Takes the page's link, as [`Event::Link`] says.
    fn take_link(&mut self, how: Taken, place: Place) -> Vec<Command> {
        if how != Taken::Open && self.is_at(&place) {
            return Vec::new();
        }
        match how {
            Taken::Open => {
                let kept = Kept {
                    stop: Some(self.furthest),
                    banner: self.banner,
                    draft: self.draft.take(),
                };
                // The stop the link names is shown; the progress stays.
                *self = Learn::open(place, kept);
                Vec::new()
            }
            Taken::Restore => {
                // An entry that names no stop (the exercises, the write tab)
                // leaves the lesson at its stop, as `is_at` reads it: Forward
                // to the exercises must not send the lesson back to stop 1.
                if let Some(k) = place.stop {
                    self.show(k);
                }
                self.quiz = place.quiz;
                self.homework = place.homework;
                self.check = place.check;
                self.write = place.write;
                Vec::new()
            }
            Taken::Follow => {
                if let Some(k) = place.stop {
                    self.show(k);
                }
                let keep = match place.write != self.write {
                    true => self.take(Event::Write(place.write)),
                    false => Vec::new(),
                };
                self.quiz = place.quiz;
                self.homework = place.homework;
                self.check = place.check;
                keep
            }
        }
    }
}

impl Machine for Learn {
    type Event = Event;
    type Command = Command;

    /// Takes `event`; where the link should name another place than the
    /// one it named (the place it was given, or the place before), the last
    /// command says so.
    fn handle(&mut self, event: Event) -> Vec<Command> {
        let named = match &event {
            Event::Link(_, place) => place.clone(),
            _ => self.place(),
        };
        let mut keep = self.take(event);
        if let (Some(seed), false) = (self.quiz, self.check) {
            self.exercises = Some((seed, self.homework));
        }
        let place = self.place();
        if place != named {
            keep.push(Command::Link(place));
        }
        keep
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::learn::write::{Blank, Blanks};

    /// A student in the middle of a homework set who looks at the lesson
    /// comes back to the set, not to free practice of its seed.
    #[test]
    fn the_exercises_tab_goes_back_to_the_homework_in_progress() {
        let set = Set::new(777, 1, 3).unwrap();
        let place = Place {
            quiz: Some(777),
            homework: Some(set),
            ..Place::default()
        };
        let mut l = Learn::open(place, Kept::default());
        assert_eq!(l.exercises, Some((777, Some(set))));
        l.handle(Event::Quiz(None));
        assert_eq!((l.quiz, l.homework), (None, None), "the lesson");
        assert_eq!(l.exercises, Some((777, Some(set))), "remembered");
        l.handle(Event::Quiz(Some(9)));
        assert_eq!(l.exercises, Some((9, None)), "free practice now");
        // The teacher's check page is not the exercises.
        l.handle(Event::Homework(Some(set), true));
        assert_eq!(l.exercises, Some((9, None)));
        l.handle(Event::Homework(Some(set), false));
        assert_eq!(l.exercises, Some((777, Some(set))));
    }

    /// Back to the lesson's stop 6, then Forward to the exercises (an entry
    /// that names no stop): the lesson stays at 6, nothing keeps stop 1,
    /// and the page's link (the lesson tab's) names 6.
    #[test]
    fn forward_to_an_entry_that_names_no_stop_keeps_the_lesson_stop() {
        let at = |stop| Place {
            stop: Some(stop),
            ..Place::default()
        };
        let mut l = Learn::open(at(6), Kept::default());
        let quiz = Place {
            quiz: Some(9),
            ..Place::default()
        };
        let out = l.handle(Event::Link(Taken::Restore, quiz));
        assert_eq!((l.stop, l.quiz), (6, Some(9)));
        assert_eq!(out, vec![Command::Link(l.place())]);
        assert_eq!(l.place().stop, Some(6));
        assert_eq!(
            keeps(&mut l, Event::Link(Taken::Restore, at(6))),
            Vec::new(),
            "the progress is stop 6 already"
        );
        assert_eq!(l.stop, 6);
    }

    /// A lesson stop's place names its title (for the document's title);
    /// the other tabs', none.
    #[test]
    fn a_stop_s_place_names_its_title() {
        let at = |stop| Place {
            stop: Some(stop),
            ..Place::default()
        };
        let title = |place: &Place, lang| place.title(lang);
        assert_eq!(
            title(&at(2), Lang::En).as_deref(),
            Some("A row is a number")
        );
        assert_eq!(title(&at(2), Lang::Ja).as_deref(), Some("1つの行は1つの数"));
        assert_eq!(title(&Place::default(), Lang::En), None);
        // The exercises are named as their tab is.
        let quiz = Place {
            quiz: Some(3),
            ..at(2)
        };
        assert_eq!(title(&quiz, Lang::En).as_deref(), Some("Exercises"));
        assert_eq!(title(&quiz, Lang::Ja).as_deref(), Some("練習問題"));
        let write = Place {
            write: Some(Draft::default()),
            ..at(2)
        };
        assert_eq!(title(&write, Lang::En), None);
        // Every stop's title in words: no operator sign a screen reader
        // reads by its symbol's name (縦棒, アンド, チルダ), as the
        // heading says it.
        for lang in [Lang::En, Lang::Ja] {
            for k in 1..=STOP_COUNT {
                let said = title(&at(k), lang).unwrap();
                for sign in ['|', '&', '~', '<', '>', '^'] {
                    assert!(!said.contains(sign), "{lang:?} stop {k}: {said}");
                }
            }
        }
    }

    /// What `event` says to keep, without where the link points.
    fn keeps(l: &mut Learn, event: Event) -> Vec<Command> {
        let mut keep = l.handle(event);
        keep.retain(|k| !matches!(k, Command::Link(_)));
        keep
    }

    fn draft(text: &str) -> Draft {
        let mut blanks = Blanks::default();
        blanks.set(Blank::Bit, text.into());
        Draft { n: 6, blanks }
    }

    #[test]
    fn a_link_opens_its_place_and_the_browser_fills_what_it_does_not_name() {
        let kept = Kept {
            stop: Some(7),
            banner: Banner::Closed,
            draft: Some(draft("bitmap & -bitmap")),
        };
        let l = Learn::open(Place::default(), kept.clone());
        assert_eq!(
            (l.stop, l.banner, l.write.as_ref()),
            (7, Banner::Closed, None)
        );
        let named = Place {
            stop: Some(3),
            write: Some(Draft::default()),
            ..Place::default()
        };
        let l = Learn::open(named.clone(), kept.clone());
        assert_eq!(l.stop, 3);
        assert_eq!(
            l.write, kept.draft,
            "a bare write=1 comes back to the draft"
        );
        let own = Place {
            write: Some(draft("1")),
            ..named
        };
        assert_eq!(Learn::open(own.clone(), kept).write, own.write);
        let far = Place {
            stop: Some(99),
            ..Place::default()
        };
        assert_eq!(Learn::open(far, Kept::default()).stop, STOP_COUNT);
    }

    /// Closing the "new here?" banner closes that kind only: a learner who
    /// then leaves the lesson past its first stop is offered to go on, and
    /// closing that hides the banner for good.
    #[test]
    fn closing_the_welcome_still_offers_to_go_on() {
        let mut l = Learn::open(Place::default(), Kept::default());
        assert!(l.banner.shows(l.stop));
        assert_eq!(
            keeps(&mut l, Event::HideBanner),
            vec![Command::Banner(Banner::WelcomeClosed)]
        );
        assert!(!l.banner.shows(l.stop), "the welcome is gone");
        keeps(&mut l, Event::Stop(4));
        assert!(l.banner.shows(l.stop), "stop 4: the banner offers to go on");
        assert_eq!(
            keeps(&mut l, Event::HideBanner),
            vec![Command::Banner(Banner::Closed)]
        );
        keeps(&mut l, Event::Stop(9));
        assert!(!l.banner.shows(l.stop), "closed for good");
        assert_eq!(keeps(&mut l, Event::HideBanner), Vec::new());
        // As the browser keeps it, and as builds before the kinds kept it.
        for b in [
            Banner::Shown,
            Banner::WelcomeClosed,
            Banner::Closed,
            Banner::Finished,
        ] {
            assert_eq!(Banner::from_key(b.key()), b);
        }
        assert_eq!(Banner::from_key(Some("hidden")), Banner::WelcomeClosed);
        // Never back: a close after the end changes nothing.
        let mut l = Learn::open(Place::default(), Kept::default());
        assert_eq!(
            keeps(&mut l, Event::Finished),
            vec![Command::Banner(Banner::Finished)]
        );
        assert_eq!(keeps(&mut l, Event::HideBanner), Vec::new());
        assert_eq!(l.banner, Banner::Finished);
    }

    /// The lesson is finished when its last question is answered, not when
    /// its last stop is shown; a finished lesson left at its end opens at
    /// its first stop on the next visit, one left elsewhere where it was.
    #[test]
    fn finished_means_the_last_question_answered() {
        let mut l = Learn::open(Place::default(), Kept::default());
        assert_eq!(
            keeps(&mut l, Event::Stop(STOP_COUNT)),
            vec![Command::Stop(STOP_COUNT)],
            "shown, not finished"
        );
        assert!(l.banner.shows(l.stop), "the banner offers the last stop");
        assert_eq!(
            keeps(&mut l, Event::Finished),
            vec![Command::Banner(Banner::Finished)]
        );
        assert!(!l.banner.shows(l.stop));
        let kept = |stop| Kept {
            stop: Some(stop),
            banner: Banner::Finished,
            ..Kept::default()
        };
        assert_eq!(Learn::open(Place::default(), kept(STOP_COUNT)).stop, 1);
        assert_eq!(Learn::open(Place::default(), kept(5)).stop, 5);
        let at_end = Place {
            stop: Some(STOP_COUNT),
            ..Place::default()
        };
        assert_eq!(
            Learn::open(at_end, kept(STOP_COUNT)).stop,
            STOP_COUNT,
            "a link to the last stop opens it"
        );
        // Not finished: the stop left.
        let shown = Kept {
            banner: Banner::Closed,
            ..kept(STOP_COUNT)
        };
        assert_eq!(Learn::open(Place::default(), shown).stop, STOP_COUNT);
    }

    #[test]
    fn each_tab_closes_the_others_and_back_restores_a_place() {
        let mut l = Learn::open(Place::default(), Kept::default());
        let set = Set::new(5, 1, 4);
        keeps(&mut l, Event::Homework(set, true));
        assert_eq!((l.quiz, l.homework, l.check), (Some(5), set, true));
        let d = draft("1");
        assert_eq!(
            keeps(&mut l, Event::Write(Some(d.clone()))),
            vec![Command::Draft(d.clone())]
        );
        assert!(!l.check);
        assert_eq!(
            keeps(&mut l, Event::Write(None)),
            Vec::new(),
            "closing keeps the draft"
        );
        keeps(&mut l, Event::Quiz(Some(9)));
        assert_eq!(
            (l.quiz, l.homework, l.write.as_ref()),
            (Some(9), None, None)
        );
        let place = Place {
            stop: Some(4),
            ..Place::default()
        };
        assert!(!l.is_at(&place));
        assert_eq!(
            keeps(&mut l, Event::Link(Taken::Restore, place.clone())),
            vec![],
            "Back shows the stop; only going on moves the progress"
        );
        assert!(l.is_at(&place));
        // An address that names no stop is at any stop.
        assert!(l.is_at(&Place::default()));
    }

    #[test]
    fn the_link_follows_the_place_and_its_own_changes_nothing() {
        let mut l = Learn::open(Place::default(), Kept::default());
        let out = l.handle(Event::Stop(3));
        assert_eq!(out, vec![Command::Stop(3), Command::Link(l.place())]);
        assert_eq!(l.handle(Event::Link(Taken::Follow, l.place())), vec![]);
        // A link that names no stop: the link names the stop shown.
        let out = l.handle(Event::Link(Taken::Open, Place::default()));
        assert_eq!(out, vec![Command::Link(l.place())]);
        assert_eq!(l.stop, 3);
    }

    /// A student at stop 3 opens a teacher's link to stop 9: it shows stop
    /// 9 and raises nothing (the banner and a new visit go on from 3); going
    /// on from there within the lesson moves the progress; Back and Forward
    /// to the linked stop move nothing either.
    #[test]
    fn a_link_to_a_later_stop_shows_it_and_keeps_the_progress() {
        let kept = Kept {
            stop: Some(3),
            ..Kept::default()
        };
        let at = |stop| Place {
            stop: Some(stop),
            ..Place::default()
        };
        let mut l = Learn::open(Place::default(), kept.clone());
        assert_eq!(keeps(&mut l, Event::Link(Taken::Open, at(9))), []);
        assert_eq!((l.stop, l.furthest), (9, 3));
        let opened = Learn::open(at(9), kept.clone());
        assert_eq!((opened.stop, opened.furthest), (9, 3));
        assert_eq!(Learn::open(Place::default(), kept.clone()).stop, 3);
        // In a browser that kept nothing: the first stop is the progress.
        let fresh = Learn::open(at(9), Kept::default());
        assert_eq!((fresh.stop, fresh.furthest), (9, 1));
        // Back, Forward and another page's link to it: nothing moves.
        let mut l = Learn::open(Place::default(), kept.clone());
        assert_eq!(keeps(&mut l, Event::Link(Taken::Restore, at(9))), []);
        assert_eq!(keeps(&mut l, Event::Link(Taken::Follow, at(11))), []);
        assert_eq!((l.stop, l.furthest), (11, 3));
        // Going on from the stop shown: the progress is that stop.
        assert_eq!(keeps(&mut l, Event::Stop(12)), [Command::Stop(12)]);
        assert_eq!(l.furthest, 12);
    }

    /// A student who came to stop 12 opens a teacher's link to stop 5: it
    /// shows stop 5 and lowers nothing; the banner and a new visit go on
    /// from 12. Going back through the lesson lowers nothing either;
    /// going past 12 keeps the new stop.
    #[test]
    fn a_link_to_an_earlier_stop_keeps_the_progress() {
        let kept = Kept {
            stop: Some(12),
            ..Kept::default()
        };
        let mut l = Learn::open(Place::default(), kept.clone());
        assert_eq!((l.stop, l.furthest), (12, 12));
        let five = Place {
            stop: Some(5),
            ..Place::default()
        };
        assert_eq!(keeps(&mut l, Event::Link(Taken::Open, five.clone())), []);
        assert_eq!((l.stop, l.furthest), (5, 12));
        let opened = Learn::open(five.clone(), kept.clone());
        assert_eq!((opened.stop, opened.furthest), (5, 12));
        assert_eq!(keeps(&mut l, Event::Stop(6)), [], "Next");
        assert_eq!(keeps(&mut l, Event::Link(Taken::Follow, five)), []);
        assert_eq!(keeps(&mut l, Event::Stop(13)), [Command::Stop(13)]);
        assert_eq!(l.furthest, 13);
        // A new visit (a bare link, the banner's) goes on from the progress.
        assert_eq!(Learn::open(Place::default(), kept).stop, 12);
    }

    #[test]
    fn a_link_opens_the_page_on_what_the_browser_kept() {
        let kept = Kept {
            stop: Some(7),
            banner: Banner::Closed,
            draft: Some(draft("bitmap & -bitmap")),
        };
        // The page as it is made, then opened on a bare `write=1`.
        let mut l = Learn::open(Place::default(), kept.clone());
        let place = Place {
            write: Some(Draft::default()),
            ..Place::default()
        };
        l.handle(Event::Link(Taken::Open, place));
        assert_eq!((l.stop, l.banner), (7, Banner::Closed));
        assert_eq!(l.write, kept.draft);
    }

    #[test]
    fn another_page_s_link_moves_the_page_and_keeps_what_it_moved() {
        let mut l = Learn::open(Place::default(), Kept::default());
        l.handle(Event::Quiz(Some(4)));
        // The stepper's banner: the lesson, from its first stop.
        let lesson = Place {
            stop: Some(STOP_COUNT),
            ..Place::default()
        };
        assert_eq!(
            keeps(&mut l, Event::Link(Taken::Follow, lesson)),
            vec![],
            "shown, not gone on to"
        );
        assert_eq!((l.quiz, l.stop, l.furthest), (None, STOP_COUNT, 1));
        // The write tab's draft, from the extra wasm.
        let d = draft("1");
        let place = Place {
            write: Some(d.clone()),
            ..l.place()
        };
        assert_eq!(
            keeps(&mut l, Event::Link(Taken::Follow, place)),
            vec![Command::Draft(d.clone())]
        );
        assert_eq!(l.draft, Some(d));
    }
}
