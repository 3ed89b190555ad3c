//! The site's pages, each fact of a page written once: its value of
//! `?view=`, its name in the menu and that link's test id, whether it lives
//! in the extra wasm, which board its `n=` names (and so that board's range
//! of sizes), and what its address writes of that board (the size, or the
//! size and a step). `url` reads and writes addresses by this table; the
//! shell draws its menu from it.

use std::ops::RangeInclusive;

use crate::domain::count::math::{COUNT_N, DEFAULT_COUNT_N};
use crate::i18n::{Lang, Text};

pub use crate::domain::stepper::machine::{StepperN, DEFAULT_N, STEPPER_N};

/// A page, in the menu's order: the order of [`PAGES`], whose row of a
/// view is found by its place (checked when compiling).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    #[default]
    Stepper,
    Learn,
    Count,
    Lab,
    Tree,
    Bits,
    Symmetry,
    Records,
}

/// A move to another page that a page asks of the shell (the pages' links
/// to each other, switched in the page): the shell's links name the place
/// moved to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    /// Another page, at the place its link names.
    View(View),
    /// "Open this moment in the full stepper": board `n` at `step`, not
    /// played on.
    Stepper { n: StepperN, step: u64 },
    /// The search tree of board `n` (a fresh search, at its start, unless
    /// the stepper is on that board already).
    Tree(StepperN),
    /// The lesson at this stop (from 1): the stepper's banner, at the
    /// furthest stop this browser's learner came to (the first for a new
    /// one).
    Lesson { stop: usize },
}

/// Which board a page's `n=` names. The app has two: the stepper's, which
/// the search tree and the extra pages show too, and the count page's own,
/// which may be larger than any board the stepper can step through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// The stepper's board: [`STEPPER_N`].
    Stepper,
    /// The board the count page counts: [`COUNT_N`] (what its field accepts).
    Count,
}

impl Board {
    /// The sizes `n=` may name for this board.
    pub const fn range(self) -> RangeInclusive<usize> {
        match self {
            Board::Stepper => STEPPER_N,
            Board::Count => COUNT_N,
        }
    }

    /// The size of this board when the URL names none (or no number).
    pub const fn default_n(self) -> usize {
        match self {
            Board::Stepper => DEFAULT_N,
            Board::Count => DEFAULT_COUNT_N,
        }
    }
}

/// What a page's address writes of its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Names {
    /// Nothing (a link's `n=` is still read: it sets the board).
    Nothing,
    /// `n=…`.
    Size,
    /// `n=…&step=…`.
    SizeAndStep,
}

/// A page of the site: what the shell's menu, the address and the extra
/// pages' wasm know of it, written once.
#[derive(Clone, Copy, Debug)]
pub struct Page {
    pub view: View,
    /// The value of `?view=` (the stepper is the default and the address
    /// leaves it out).
    pub id: &'static str,
    /// The page's name in the menu.
    pub nav: Text,
    /// The menu link's `data-testid`.
    pub testid: &'static str,
    /// Whether the page lives in the `extra` wasm, loaded when one of its
    /// pages is first opened, so that the first load carries only the
    /// stepper and the counter (`crate::extra`).
    pub extra: bool,
    /// The board its `n=` names (and so the sizes it accepts).
    pub board: Board,
    /// What its address writes of that board.
    pub names: Names,
}

/// Every page, in the menu's reading order.
pub const PAGES: [Page; 8] = [
    Page {
        view: View::Stepper,
        id: "stepper",
        nav: Text {
            en: "Step through",
            ja: "ステップ実行",
        },
        testid: "nav-stepper",
        extra: false,
        board: Board::Stepper,
        names: Names::SizeAndStep,
    },
    Page {
        view: View::Learn,
        id: "learn",
        nav: Text {
            en: "Learn",
            ja: "学ぶ",
        },
        testid: "nav-learn",
        extra: true,
        board: Board::Stepper,
        names: Names::Nothing,
    },
    Page {
        view: View::Count,
        id: "count",
        nav: Text {
            en: "Count",
            ja: "解の数を数える",
        },
        testid: "nav-count",
        extra: false,
        board: Board::Count,
        names: Names::Size,
    },
    Page {
        view: View::Lab,
        id: "lab",
        nav: Text {
            en: "Algorithm lab",
            ja: "アルゴリズム比較",
        },
        testid: "nav-lab",
        extra: true,
        board: Board::Stepper,
        names: Names::Nothing,
    },
    Page {
        view: View::Tree,
        id: "tree",
        nav: Text {
            en: "Search tree",
            ja: "探索木",
        },
        testid: "nav-tree",
        extra: true,
        board: Board::Stepper,
        names: Names::SizeAndStep,
    },
    Page {
        view: View::Bits,
        id: "bits",
        nav: Text {
            en: "Bits primer",
            ja: "ビット演算入門",
        },
        testid: "nav-bits",
        extra: true,
        board: Board::Stepper,
        names: Names::Nothing,
    },
    Page {
        view: View::Symmetry,
        id: "symmetry",
        nav: Text {
            en: "Symmetry",
            ja: "対称性",
        },
        testid: "nav-symmetry",
        extra: true,
        board: Board::Stepper,
        names: Names::Nothing,
    },
    Page {
        view: View::Records,
        id: "records",
        nav: Text {
            en: "Records",
            ja: "記録",
        },
        testid: "nav-records",
        extra: true,
        board: Board::Stepper,
        names: Names::Nothing,
    },
];

// Each row of `PAGES` is in its view's place, where `View::page` reads it
// (checked when compiling).
const _: () = {
    let mut i = 0;
    while i < PAGES.len() {
        assert!(PAGES[i].view as usize == i, "PAGES is in View's order");
        i += 1;
    }
};

impl View {
    /// Every view, in the menu's order (one per row of [`PAGES`]).
    pub const ALL: [View; PAGES.len()] = {
        let mut all = [View::Stepper; PAGES.len()];
        let mut i = 0;
        while i < PAGES.len() {
            all[i] = PAGES[i].view;
            i += 1;
        }
        all
    };

    /// This view's row of [`PAGES`].
    pub fn page(self) -> &'static Page {
        &PAGES[self as usize]
    }

    /// The value of `?view=`.
    pub fn id(self) -> &'static str {
        self.page().id
    }

    pub fn from_id(id: &str) -> Option<View> {
        PAGES.iter().find(|p| p.id == id).map(|p| p.view)
    }

    /// Is this view's page in the `extra` wasm?
    pub fn is_extra(self) -> bool {
        self.page().extra
    }

    /// Does the address of this view name a board and a step (`n=…&step=…`)?
    /// The stepper's does, and the search tree's, which shows that step.
    pub fn names_step(self) -> bool {
        self.page().names == Names::SizeAndStep
    }

    /// Does the address of this view name its board's size (`n=…`)?
    pub fn names_n(self) -> bool {
        self.page().names != Names::Nothing
    }

    /// The board this view's `n=` names.
    pub fn board(self) -> Board {
        self.page().board
    }

    /// The document's title on this view: `Count — bitqueens`.
    pub fn title(self, lang: Lang) -> String {
        format!("{} — {SITE_NAME}", self.page().nav.get(lang))
    }

    /// The title on this view at a place that has a name of its own (a
    /// lesson's stop): `A row is a number — Learn — bitqueens`.
    pub fn title_at(self, lang: Lang, place: Option<&str>) -> String {
        match place {
            Some(place) => format!("{place} — {}", self.title(lang)),
            None => self.title(lang),
        }
    }
}

/// The site's name, in every language (the last part of each title).
pub const SITE_NAME: &str = "bitqueens";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::count::math::parse_n;

    #[test]
    fn every_view_has_a_title_of_its_own_in_both_languages() {
        assert_eq!(View::Count.title(Lang::En), "Count — bitqueens");
        assert_eq!(View::Count.title(Lang::Ja), "解の数を数える — bitqueens");
        assert_eq!(
            View::Learn.title_at(Lang::En, Some("A row is a number")),
            format!("A row is a number — {}", View::Learn.title(Lang::En))
        );
        assert_eq!(
            View::Learn.title_at(Lang::En, None),
            View::Learn.title(Lang::En)
        );
        for lang in [Lang::En, Lang::Ja] {
            let titles: std::collections::BTreeSet<String> =
                View::ALL.iter().map(|v| v.title(lang)).collect();
            assert_eq!(titles.len(), View::ALL.len(), "{titles:?}");
        }
    }

    #[test]
    fn every_page_is_in_the_views_the_e2e_tests_sweep() {
        // The focus sweep and the accessibility check open every page from
        // one list: a page missing there would be checked by neither.
        let views = include_str!("../../../tests/e2e/views.mjs");
        for page in PAGES {
            assert!(
                views.contains(&format!("{{ view: '{}',", page.id)),
                "tests/e2e/views.mjs has no entry for {}",
                page.id
            );
        }
    }

    #[test]
    fn every_view_has_one_page() {
        for view in View::ALL {
            assert_eq!(
                PAGES.iter().filter(|p| p.view == view).count(),
                1,
                "{view:?}"
            );
            let page = view.page();
            assert_eq!(page.view, view);
            assert!(
                !page.nav.en.is_empty() && !page.nav.ja.is_empty(),
                "{view:?}"
            );
            assert_eq!(page.testid, format!("nav-{}", page.id));
        }
        let ids: std::collections::BTreeSet<_> = PAGES.iter().map(|p| p.id).collect();
        assert_eq!(ids.len(), PAGES.len());
        assert_eq!(View::ALL[0], View::Stepper);
        assert_eq!(View::ALL.last(), Some(&View::Records));
        for v in View::ALL {
            assert_eq!(View::from_id(v.id()), Some(v));
        }
    }

    #[test]
    fn the_stepper_and_the_counter_load_first() {
        for view in View::ALL {
            let first = matches!(view, View::Stepper | View::Count);
            assert_eq!(view.is_extra(), !first, "{view:?}");
        }
    }

    #[test]
    fn the_stepper_and_the_tree_name_a_step_the_count_page_its_size() {
        for view in View::ALL {
            let step = matches!(view, View::Stepper | View::Tree);
            assert_eq!(view.names_step(), step, "{view:?}");
            assert_eq!(view.names_n(), step || view == View::Count, "{view:?}");
            let board = match view {
                View::Count => Board::Count,
                _ => Board::Stepper,
            };
            assert_eq!(view.board(), board, "{view:?}");
        }
    }

    /// The count page's `n=` accepts what its field accepts, no more, no
    /// less; the stepper's, the boards it steps through.
    #[test]
    fn each_board_s_sizes() {
        assert_eq!(Board::Stepper.range(), 1..=16);
        assert_eq!(Board::Stepper.default_n(), 8);
        let range = Board::Count.range();
        for n in 0..=40usize {
            assert_eq!(
                range.contains(&n),
                parse_n(&n.to_string()).is_ok(),
                "n = {n}"
            );
        }
        assert_eq!(range, 1..=27);
        assert_eq!(Board::Count.default_n(), 16);
        for board in [Board::Stepper, Board::Count] {
            assert!(board.range().contains(&board.default_n()), "{board:?}");
        }
    }
}
