//! Where the learn page is, as a machine ([`Learn`]): the lesson's stop, the
//! exercises' set (practice, or a homework set), the teacher's check page,
//! the write tab's draft, and whether the stepper's lesson banner is hidden.
//! The learn page runs it (and the stepper's banner, which shows whether
//! the banner is hidden), kept across visits; the shell holds its link, the
//! [`Place`] the address names, written from it ([`Command::Link`]) and
//! handed to it before the page is drawn ([`Event::Link`]) only where the
//! shell moved it (`domain::machine::Orders`): never its own moves back. Its commands say
//! what the browser is to keep and where the link points ([`Command`]).

use super::homework::Set;
use super::lesson::STOP_COUNT;
use super::write::Draft;
use crate::domain::machine::{Machine, Taken};

/// The learn page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Learn {
    /// The lesson's stop (from 1).
    pub stop: usize,
    /// While the exercises are open, their seed.
    pub quiz: Option<u64>,
    /// While a homework set is open (or checked), the set.
    pub homework: Option<Set>,
    /// The teacher's check page is open.
    pub check: bool,
    /// The stepper's "new here?" banner was hidden, or the lesson was
    /// finished (kept in the browser).
    pub banner_hidden: bool,
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

/// What the browser kept of the learn page from earlier visits.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    /// The stop last shown.
    pub stop: Option<usize>,
    pub banner_hidden: bool,
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
    /// The learner hid the stepper's lesson banner, for good.
    HideBanner,
    /// The page is drawn with its link (see [`Taken`]): opened on this
    /// place, restored to it (Back, Forward), or following it (the write
    /// tab's draft, a link from another page).
    Link(Taken, Place),
}

/// What the browser is to keep, and where the page's link points.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// The stop last shown, so that "Learn" goes back to it.
    Stop(usize),
    /// Why the banner is hidden: "hidden" by the learner, "finished" by
    /// the lesson's end.
    Banner(&'static str),
    /// The write tab's draft.
    Draft(Draft),
    /// The page's place moved: its link names this now.
    Link(Place),
}

impl Learn {
    /// The page a link opens at `place`, in a browser that kept `kept`: a
    /// link that names no stop leaves the lesson where the learner left it,
    /// and one to the write tab that names no expression comes back to the
    /// learner's draft.
    pub fn open(place: Place, kept: Kept) -> Learn {
        Learn {
            stop: place.stop.or(kept.stop).unwrap_or(1).clamp(1, STOP_COUNT),
            quiz: place.quiz,
            homework: place.homework,
            check: place.check,
            banner_hidden: kept.banner_hidden,
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

    fn set_stop(&mut self, k: usize) -> Command {
        self.stop = k.clamp(1, STOP_COUNT);
        Command::Stop(self.stop)
    }

    fn hide_banner(&mut self, why: &'static str) -> Option<Command> {
        let first = !self.banner_hidden;
        self.banner_hidden = true;
        first.then_some(Command::Banner(why))
    }
}

impl Learn {
    /// Handles `event` (the link's command aside).
    fn take(&mut self, event: Event) -> Vec<Command> {
        match event {
            Event::Stop(k) => {
                let mut keep = vec![self.set_stop(k)];
                // The last stop reached: the lesson was taken, and the
                // stepper stops offering it.
                if self.stop == STOP_COUNT {
                    keep.extend(self.hide_banner("finished"));
                }
                keep
            }
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
            Event::HideBanner => self.hide_banner("hidden").into_iter().collect(),
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
                    stop: Some(self.stop),
                    banner_hidden: self.banner_hidden,
                    draft: self.draft.take(),
                };
                // A stop the link names is kept: "Learn" goes back to it.
                let named = place.stop.is_some();
                *self = Learn::open(place, kept);
                named
                    .then_some(Command::Stop(self.stop))
                    .into_iter()
                    .collect()
            }
            Taken::Restore => {
                // An entry that names no stop (the exercises, the write tab)
                // leaves the lesson at its stop, as `is_at` reads it: Forward
                // to the exercises must not send the lesson back to stop 1.
                let keep = place.stop.map(|k| self.set_stop(k));
                self.quiz = place.quiz;
                self.homework = place.homework;
                self.check = place.check;
                self.write = place.write;
                keep.into_iter().collect()
            }
            Taken::Follow => {
                let mut keep = match place.stop.filter(|&k| k != self.stop) {
                    Some(k) => self.take(Event::Stop(k)),
                    None => Vec::new(),
                };
                if place.write != self.write {
                    keep.extend(self.take(Event::Write(place.write)));
                }
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
            vec![Command::Stop(6)]
        );
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
            banner_hidden: true,
            draft: Some(draft("bitmap & -bitmap")),
        };
        let l = Learn::open(Place::default(), kept.clone());
        assert_eq!((l.stop, l.banner_hidden, l.write.as_ref()), (7, true, None));
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

    #[test]
    fn the_banner_is_hidden_once_with_its_reason() {
        let mut l = Learn::open(Place::default(), Kept::default());
        assert_eq!(
            keeps(&mut l, Event::Stop(STOP_COUNT)),
            vec![Command::Stop(STOP_COUNT), Command::Banner("finished")]
        );
        assert_eq!(keeps(&mut l, Event::HideBanner), Vec::new());
        let mut l = Learn::open(Place::default(), Kept::default());
        assert_eq!(
            keeps(&mut l, Event::HideBanner),
            vec![Command::Banner("hidden")]
        );
        assert_eq!(
            keeps(&mut l, Event::Stop(STOP_COUNT)),
            vec![Command::Stop(STOP_COUNT)]
        );
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
            vec![Command::Stop(4)]
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

    #[test]
    fn the_stop_a_link_opens_is_kept() {
        let mut l = Learn::open(Place::default(), Kept::default());
        let place = Place {
            stop: Some(4),
            ..Place::default()
        };
        assert_eq!(
            l.handle(Event::Link(Taken::Open, place)),
            vec![Command::Stop(4)]
        );
    }

    #[test]
    fn a_link_opens_the_page_on_what_the_browser_kept() {
        let kept = Kept {
            stop: Some(7),
            banner_hidden: true,
            draft: Some(draft("bitmap & -bitmap")),
        };
        // The page as it is made, then opened on a bare `write=1`.
        let mut l = Learn::open(Place::default(), kept.clone());
        let place = Place {
            write: Some(Draft::default()),
            ..Place::default()
        };
        l.handle(Event::Link(Taken::Open, place));
        assert_eq!((l.stop, l.banner_hidden), (7, true));
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
            vec![Command::Stop(STOP_COUNT), Command::Banner("finished")]
        );
        assert_eq!((l.quiz, l.stop), (None, STOP_COUNT));
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
