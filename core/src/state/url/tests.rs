//! The query codec's tests: what a link asks for, and what a state writes.

use super::query::decode;
use super::*;
use crate::domain::count::math::CountN;
use crate::domain::learn::homework::Set;
use crate::domain::learn::write::{Blank, Draft};
use crate::domain::stepper::code::CodeLang;
use crate::domain::stepper::machine::StepperN;
use crate::i18n::Lang;
use crate::state::pages::{View, DEFAULT_N};

fn parse(q: &str) -> (Params, Vec<Notice>) {
    parse_query(q)
}

#[test]
fn a_full_permalink() {
    let (p, notices) = parse("?n=8&step=123&lang=ja");
    assert_eq!(
        p,
        Params {
            view: View::Stepper,
            n: StepperN::new(8).unwrap(),
            step: 123,
            lang: Some(Lang::Ja),
            ..Params::default()
        }
    );
    assert!(notices.is_empty());
    assert_eq!(to_query(&p), "?n=8&step=123&lang=ja");
}

#[test]
fn defaults_without_query() {
    assert_eq!(parse(""), (Params::default(), vec![]));
    assert_eq!(parse("?"), (Params::default(), vec![]));
}

#[test]
fn bad_n_gives_the_nearest_valid_board_and_a_notice() {
    let (p, n) = parse("?n=abc");
    assert_eq!(p.n.get(), DEFAULT_N);
    assert_eq!(
        n,
        vec![Notice::NotANumber {
            given: "abc".into(),
            used: 8
        }]
    );
    let (p, n) = parse("?n=0");
    assert_eq!(
        (p.n.get(), n),
        (
            1,
            vec![Notice::NOutOfRange {
                given: "0".into(),
                used: 1
            }]
        )
    );
    let (p, n) = parse("?n=40");
    assert_eq!(
        (p.n.get(), n),
        (
            16,
            vec![Notice::NOutOfRange {
                given: "40".into(),
                used: 16
            }]
        )
    );
    let (p, n) = parse("?n=-5");
    assert_eq!((p.n.get(), n.len()), (1, 1));
    let (p, n) = parse("?n=99999999999999999999999");
    assert_eq!((p.n.get(), n.len()), (16, 1));
    let (p, n) = parse("?n=");
    assert_eq!((p.n.get(), n.len()), (8, 1));
}

/// The rule of the module's documentation: whitespace around a number
/// (a `+` in a query is a space) is ignored; one written sign is read;
/// anything else inside the number is not a number.
#[test]
fn numbers_may_have_whitespace_around_them_and_one_sign() {
    for q in [
        "?n=5",
        "?n= 5",
        "?n=5+",
        "?n=+5",
        "?n=++5",
        "?n=%205%20",
        "?n=%2B5",
        "?n=%09+5",
        "?n=%E3%80%805",
    ] {
        let (p, notices) = parse(q);
        assert_eq!((p.n.get(), notices), (5, vec![]), "{q}");
    }
    for q in ["?step=+12", "?step=%2B12", "?step=12+", "?step=%2012"] {
        let (p, notices) = parse(q);
        assert_eq!((p.step, notices), (12, vec![]), "{q}");
    }
    let (p, notices) = parse("?step=+1.2e1+");
    let given = " 1.2e1 ".into();
    assert_eq!((p.step, notices), (0, vec![Notice::BadStep { given }]));
    let (p, notices) = parse("?view=learn&stop=+3&quiz=%2B7+");
    assert_eq!((p.stop, p.quiz, notices), (Some(3), Some(7), vec![]));
    // A sign counts once, and a number has no space inside.
    for (q, given) in [
        ("?n=%2B%2B5", "++5"),
        ("?n=5+5", "5 5"),
        ("?n=%2B+5", "+ 5"),
        ("?n=%EF%BC%95", "５"),
    ] {
        let (p, notices) = parse(q);
        assert_eq!(
            (p.n.get(), notices),
            (
                DEFAULT_N,
                vec![Notice::NotANumber {
                    given: given.into(),
                    used: DEFAULT_N
                }]
            ),
            "{q}"
        );
    }
    // The notice quotes the value as given, spaces and all.
    let (p, notices) = parse("?n=+-3");
    assert_eq!(
        (p.n.get(), notices),
        (
            1,
            vec![Notice::NOutOfRange {
                given: " -3".into(),
                used: 1
            }]
        )
    );
}

#[test]
fn bad_steps() {
    let (p, n) = parse("?step=-3");
    assert_eq!(
        (p.step, n),
        (0, vec![Notice::NegativeStep { given: "-3".into() }])
    );
    let (p, n) = parse("?step=1e99");
    assert_eq!(
        (p.step, n),
        (u64::MAX, vec![]),
        "huge means the end; the page notices it is past the end"
    );
    let (p, n) = parse("?step=12.5");
    assert_eq!(
        (p.step, n),
        (
            0,
            vec![Notice::BadStep {
                given: "12.5".into()
            }]
        )
    );
    let (p, n) = parse("?step=1e3");
    assert_eq!((p.step, n), (1000, vec![]));
    let (p, n) = parse("?step=-0");
    assert_eq!((p.step, n), (0, vec![]));
    for bad in ["abc", "", "e5", "1e", "--1", "0x10", "1e-2"] {
        let (p, n) = parse(&format!("?step={bad}"));
        assert_eq!(p.step, 0, "{bad}");
        assert_eq!(n.len(), 1, "{bad}");
    }
}

#[test]
fn views_and_languages() {
    let (p, n) = parse("?view=count&lang=en");
    assert_eq!((p.view, p.lang, n), (View::Count, Some(Lang::En), vec![]));
    assert_eq!(to_query(&p), "?view=count&lang=en");
    let (p, n) = parse("?view=nope&lang=fr");
    assert_eq!((p.view, p.lang), (View::Stepper, None));
    assert_eq!(n.len(), 2);
    for v in View::ALL {
        assert_eq!(View::from_id(v.id()), Some(v));
    }
}

#[test]
fn percent_decoding_and_odd_input_never_panic() {
    assert_eq!(decode("a%20b+c"), "a b c");
    assert_eq!(decode("%"), "%");
    assert_eq!(decode("%4"), "%4");
    assert_eq!(decode("%zz"), "%zz");
    assert_eq!(decode("%E3%81%82"), "あ");
    assert_eq!(decode("%あ"), "%あ");
    assert_eq!(decode("%C3"), "\u{FFFD}");
    let (p, _) = parse("?n=%31%32&&=&step");
    assert_eq!(p.n.get(), 12);
}

pub(super) fn stepper(n: usize, step: u64, lang: Lang) -> Params {
    Params {
        view: View::Stepper,
        n: StepperN::new(n).unwrap(),
        step,
        lang: Some(lang),
        ..Params::default()
    }
}

#[test]
fn written_addresses_read_back_the_same() {
    // The history compares the address it finds with the one it wrote.
    for p in [
        stepper(8, 10, Lang::En),
        stepper(1, 0, Lang::Ja),
        stepper(16, u64::MAX, Lang::Ja),
    ]
    .into_iter()
    .chain(View::ALL.map(|view| Params {
        view,
        ..stepper(5, 3, Lang::En)
    })) {
        let q = to_query(&p);
        let (back, notices) = parse_query(&q);
        assert_eq!((to_query(&back), notices), (q.clone(), vec![]), "{q}");
    }
}

#[test]
fn lesson_stops_and_exercise_seeds() {
    let (p, notices) = parse("?view=learn&stop=4&lang=ja");
    assert_eq!((p.view, p.stop, p.quiz), (View::Learn, Some(4), None));
    assert!(notices.is_empty());
    assert_eq!(to_query(&p), "?view=learn&stop=4&lang=ja");
    let (p, _) = parse("?view=learn&quiz=2024");
    assert_eq!(p.quiz, Some(2024));
    assert_eq!(to_query(&p), "?view=learn&quiz=2024");
    let (p, notices) = parse("?view=learn&stop=x&quiz=-1");
    assert_eq!((p.stop, p.quiz), (None, None));
    // A lesson link without a stop names none (the one last shown is kept).
    assert_eq!(parse("?view=learn").0.stop, None);
    assert_eq!(
        notices,
        vec![
            Notice::BadNumber {
                key: "stop",
                given: "x".into()
            },
            Notice::BadNumber {
                key: "quiz",
                given: "-1".into()
            },
        ]
    );
    assert_eq!(parse("?view=learn&stop=0").0.stop, Some(1));
    let stop = |k| Params {
        view: View::Learn,
        stop: Some(k),
        ..Params::default()
    };
    // Each stop is an entry: Back on stop 3 goes to stop 2.
    assert_eq!(history_entry(Some(&stop(2)), &stop(3)), Entry::Push);
    assert_eq!(history_entry(Some(&stop(3)), &stop(3)), Entry::Keep);
    let quiz = Params {
        quiz: Some(7),
        ..stop(3)
    };
    assert_eq!(history_entry(Some(&stop(3)), &quiz), Entry::Push);
}

#[test]
fn homework_sets_and_the_check_page_in_the_address() {
    let (p, notices) = parse("?view=learn&quiz=424242&board=6&questions=10&lang=ja");
    let set = Set::new(424_242, 2, 10).unwrap();
    assert_eq!(
        (p.quiz, p.homework, p.check),
        (Some(424_242), Some(set), false)
    );
    assert!(notices.is_empty());
    assert_eq!(
        to_query(&p),
        "?view=learn&quiz=424242&board=6&questions=10&lang=ja"
    );
    // The teacher's check page, of a set or of any.
    let (p, notices) = parse("?view=learn&check=1&quiz=424242&board=6&questions=10");
    assert_eq!((p.check, p.homework), (true, Some(set)));
    assert!(notices.is_empty());
    assert_eq!(
        to_query(&p),
        "?view=learn&check=1&quiz=424242&board=6&questions=10"
    );
    let (p, _) = parse("?view=learn&check=1");
    assert_eq!((p.check, p.homework), (true, None));
    assert_eq!(to_query(&p), "?view=learn&check=1");
    // A set needs its three keys, each valid; a bad one is said.
    assert_eq!(parse("?view=learn&quiz=5&board=6").0.homework, None);
    assert_eq!(parse("?view=learn&board=6&questions=3").0.homework, None);
    let (p, notices) = parse("?view=learn&quiz=5&board=7&questions=31");
    assert_eq!((p.quiz, p.homework), (Some(5), None));
    assert_eq!(
        notices,
        vec![
            Notice::BadNumber {
                key: "board",
                given: "7".into()
            },
            Notice::BadNumber {
                key: "questions",
                given: "31".into()
            },
        ]
    );
    assert_eq!(
        parse("?view=learn&quiz=5&board=+8&questions=1e1")
            .0
            .homework,
        Set::new(5, 3, 10)
    );
    // Practice, a set and the check page are places of their own.
    let practice = parse("?view=learn&quiz=424242").0;
    let homework = parse("?view=learn&quiz=424242&board=6&questions=10").0;
    let check = parse("?view=learn&check=1&quiz=424242&board=6&questions=10").0;
    assert_eq!(history_entry(Some(&practice), &homework), Entry::Push);
    assert_eq!(history_entry(Some(&homework), &check), Entry::Push);
}

#[test]
fn the_write_tab_keeps_its_size_and_expressions_in_the_address() {
    let (p, notices) =
        parse("?view=learn&write=1&wn=6&wb=mask+%26+~(left|down|right)&wt=bitmap+%26+-bitmap");
    assert!(notices.is_empty(), "{notices:?}");
    let d = p.write.clone().expect("the tab");
    assert_eq!(d.n, 6);
    assert_eq!(d.blanks.get(Blank::Bitmap), "mask & ~(left|down|right)");
    assert_eq!(d.blanks.get(Blank::Bit), "bitmap & -bitmap");
    assert_eq!(d.blanks.get(Blank::Left), "");
    // Written back the same way, empty blanks left out.
    assert_eq!(
        to_query(&p),
        "?view=learn&write=1&wn=6&wb=mask+%26+~(left|down|right)&wt=bitmap+%26+-bitmap"
    );
    // Every character survives the round trip (+, %, &, =, #, non-ASCII).
    let mut d = Draft::default();
    for (b, text) in Blank::ALL.into_iter().zip([
        "(left|bit) << 1",
        "a+b % 2 & c",
        "x = 1 # y",
        "ビット　| 1",
        "  ",
    ]) {
        d.blanks.set(b, text.to_string());
    }
    let p = Params {
        view: View::Learn,
        lang: Some(Lang::Ja),
        write: Some(d.clone()),
        ..Params::default()
    };
    let (back, notices) = parse(&to_query(&p));
    assert!(notices.is_empty());
    assert_eq!(back.write, Some(d.clone()));
    assert_eq!(to_query(&back), to_query(&p));
    // The same form in local storage and between the two wasm.
    assert_eq!(draft_from_query(&draft_query(&d)), d);
    assert_eq!(draft_from_query("junk"), Draft::default());
    // Without write=1 the keys mean nothing; write wins over quiz.
    assert_eq!(parse("?view=learn&wb=1").0.write, None);
    assert_eq!(parse("?view=learn&write=0&wb=1").0.write, None);
    let (p, _) = parse("?view=learn&quiz=5&write=1");
    assert_eq!(to_query(&p), "?view=learn&write=1&wn=8");
    // A bad size: the nearest, with a notice; a bad switch: a notice.
    let (p, notices) = parse("?view=learn&write=1&wn=40");
    assert_eq!(p.write.map(|d| d.n), Some(10));
    assert_eq!(
        notices,
        vec![Notice::NOutOfRange {
            given: "40".into(),
            used: 10
        }]
    );
    let (p, notices) = parse("?view=learn&write=yes");
    assert_eq!(p.write, None);
    assert_eq!(
        notices,
        vec![Notice::BadSwitch {
            key: "write",
            given: "yes".into()
        }]
    );
}

#[test]
fn embed_and_present_switches() {
    let (p, notices) = parse("?n=5&step=9&lang=en&embed=1");
    assert!(p.embed && !p.present && notices.is_empty());
    assert_eq!(to_query(&p), "?n=5&step=9&lang=en&embed=1");
    let (p, _) = parse("?present=1&n=6");
    assert!(p.present && !p.embed);
    assert_eq!(to_query(&p), "?n=6&step=0&present=1");
    let (p, _) = parse("?embed=0&present=0");
    assert!(!p.embed && !p.present);
    let (p, notices) = parse("?embed=yes");
    assert!(!p.embed);
    assert_eq!(
        notices,
        vec![Notice::BadSwitch {
            key: "embed",
            given: "yes".into()
        }]
    );
    // Only the stepper has these modes: elsewhere the address drops them.
    let elsewhere = Params {
        view: View::Count,
        embed: true,
        present: true,
        ..Params::default()
    };
    assert_eq!(to_query(&elsewhere), "?view=count");
    // Entering or leaving presenter mode rewrites the entry.
    let shown = stepper(8, 10, Lang::En);
    let presenting = Params {
        present: true,
        ..shown.clone()
    };
    assert_eq!(history_entry(Some(&shown), &presenting), Entry::Replace);
}

#[test]
fn the_code_panel_s_language() {
    for code in CodeLang::ALL {
        let (p, notices) = parse(&format!("?n=5&code={}", code.id()));
        assert_eq!((p.code, notices), (Some(code), vec![]));
        // C is the default, so an address need not say it.
        let written = if code == CodeLang::C {
            "?n=5&step=0".to_string()
        } else {
            format!("?n=5&step=0&code={}", code.id())
        };
        assert_eq!(to_query(&p), written);
    }
    let (p, notices) = parse("?code=go&n=6");
    assert_eq!(p.code, None);
    assert_eq!(notices, vec![Notice::UnknownCode { given: "go".into() }]);
    // The stepper's panel only: elsewhere the address leaves it out.
    let elsewhere = Params {
        view: View::Learn,
        code: Some(CodeLang::Python),
        ..Params::default()
    };
    assert_eq!(to_query(&elsewhere), "?view=learn");
    // Another language is the same place: the entry is rewritten.
    let shown = stepper(8, 10, Lang::En);
    let python = Params {
        code: Some(CodeLang::Python),
        ..shown.clone()
    };
    assert_eq!(history_entry(Some(&shown), &python), Entry::Replace);
}

#[test]
fn the_search_tree_names_its_board_and_step() {
    let (p, notices) = parse("?view=tree&n=5&step=9&lang=ja");
    assert_eq!(
        (p.view, p.n.get(), p.step, notices),
        (View::Tree, 5, 9, vec![])
    );
    assert_eq!(to_query(&p), "?view=tree&n=5&step=9&lang=ja");
    assert_eq!(View::Tree.title(Lang::En), "Search tree — bitqueens");
    assert_eq!(View::Tree.title(Lang::Ja), "探索木 — bitqueens");
    assert!(View::Tree.is_extra() && View::Tree.names_step());
    let tree = |n, step| Params {
        view: View::Tree,
        ..stepper(n, step, Lang::En)
    };
    // Another step rewrites the entry; another board is a new one.
    assert_eq!(
        history_entry(Some(&tree(5, 9)), &tree(5, 12)),
        Entry::Replace
    );
    assert_eq!(history_entry(Some(&tree(5, 9)), &tree(6, 0)), Entry::Push);
    assert_eq!(history_entry(Some(&tree(5, 9)), &tree(5, 9)), Entry::Keep);
    assert_eq!(
        history_entry(Some(&tree(5, 9)), &stepper(5, 9, Lang::En)),
        Entry::Push
    );
}

pub(super) fn count(n: Option<usize>) -> Params {
    Params {
        view: View::Count,
        count_n: n.map(CountN::clamped),
        lang: Some(Lang::En),
        ..Params::default()
    }
}

#[test]
fn the_count_page_names_its_own_board_in_its_own_range() {
    // Its own range (what its field accepts), not the stepper's.
    let (p, notices) = parse("?view=count&n=20&lang=en");
    assert_eq!(
        (p.view, p.count_n.map(CountN::get), p.n.get(), notices),
        (View::Count, Some(20), DEFAULT_N, vec![])
    );
    assert_eq!(to_query(&p), "?view=count&n=20&lang=en");
    // The keys in any order.
    let (p, notices) = parse("?n=12&view=count");
    assert_eq!(
        (p.count_n.map(CountN::get), p.n.get(), notices),
        (Some(12), DEFAULT_N, vec![])
    );
    for (q, used) in [("?view=count&n=40", 27), ("?view=count&n=0", 1)] {
        let (p, notices) = parse(q);
        let given = q.rsplit('=').next().expect("a value").to_string();
        assert_eq!(
            (p.count_n.map(CountN::get), notices),
            (Some(used), vec![Notice::NOutOfRange { given, used }]),
            "{q}"
        );
    }
    let (p, notices) = parse("?view=count&n=many");
    assert_eq!(
        (p.count_n.map(CountN::get), notices),
        (
            Some(16),
            vec![Notice::NotANumber {
                given: "many".into(),
                used: 16
            }]
        )
    );
    // Elsewhere `n=` is the stepper's board, in the stepper's range.
    let (p, notices) = parse("?view=lab&n=20");
    assert_eq!(
        (p.n.get(), p.count_n.map(CountN::get), notices.len()),
        (16, None, 1)
    );
    // Each page writes its own board.
    let both = Params {
        n: StepperN::new(5).unwrap(),
        count_n: Some(CountN::clamped(20)),
        ..Params::default()
    };
    assert_eq!(to_query(&both), "?n=5&step=0");
    let on_count = Params {
        view: View::Count,
        ..both.clone()
    };
    assert_eq!(to_query(&on_count), "?view=count&n=20");
    let on_tree = Params {
        view: View::Tree,
        ..both
    };
    assert_eq!(to_query(&on_tree), "?view=tree&n=5&step=0");
    // Every size reads back as written.
    for n in 1..=27 {
        let q = to_query(&count(Some(n)));
        let (back, notices) = parse_query(&q);
        assert_eq!(
            (back.count_n.map(CountN::get), notices),
            (Some(n), vec![]),
            "{q}"
        );
        assert_eq!(to_query(&back), q);
    }
}

#[test]
fn run_counts_on_opening_and_is_never_written() {
    let (p, notices) = parse("?view=count&n=10&run=1");
    assert_eq!(
        (p.count_n.map(CountN::get), p.run, notices),
        (Some(10), true, vec![])
    );
    assert_eq!(to_query(&p), "?view=count&n=10");
    assert!(!parse("?view=count&n=10").0.run);
    assert!(!parse("?view=count&run=0").0.run);
    let (p, notices) = parse("?view=count&run=yes");
    assert_eq!(
        (p.run, notices),
        (
            false,
            vec![Notice::BadSwitch {
                key: "run",
                given: "yes".into()
            }]
        )
    );
}

/// The count page's link that counts: it opens on its board, counts it
/// (`run=1`), in its language and display, and is read back as written.
#[test]
fn a_count_link_counts_its_board_on_opening() {
    let n = CountN::clamped(14);
    let q = count_link_query(n, Some(Lang::Ja), false);
    assert_eq!(q, "?view=count&n=14&lang=ja&run=1");
    let (p, notices) = parse(&q);
    assert_eq!(
        (p.view, p.count_n, p.run, p.large, p.lang, notices),
        (View::Count, Some(n), true, false, Some(Lang::Ja), vec![])
    );
    let q = count_link_query(n, None, true);
    assert_eq!(q, "?view=count&n=14&large=1&run=1");
    let (p, _) = parse(&q);
    assert!(p.run && p.large);
    // The page's own address never counts again.
    assert!(!to_query(&p).contains("run"));
}

/// The count page's large display is in its link, so that a teacher's
/// link opens that way; switching it rewrites the entry.
#[test]
fn the_count_page_keeps_its_large_display_in_the_link() {
    let (p, notices) = parse("?view=count&n=16&large=1&lang=ja");
    assert_eq!(
        (p.count_n.map(CountN::get), p.large, notices),
        (Some(16), true, vec![])
    );
    assert_eq!(to_query(&p), "?view=count&n=16&lang=ja&large=1");
    let small = Params {
        large: false,
        ..p.clone()
    };
    assert_eq!(to_query(&small), "?view=count&n=16&lang=ja");
    assert_eq!(history_entry(Some(&small), &p), Entry::Replace);
    assert!(!parse("?view=count&large=0").0.large);
    // Only the count page has it.
    let stepper = Params {
        view: View::Stepper,
        ..p
    };
    assert!(!to_query(&stepper).contains("large"));
    let (p, notices) = parse("?view=count&large=big");
    assert_eq!(
        (p.large, notices),
        (
            false,
            vec![Notice::BadSwitch {
                key: "large",
                given: "big".into()
            }]
        )
    );
}

/// A learn address that names no stop is written without one, so the
/// lesson opens where the learner left it (the stepper's banner, the menu's
/// link before the page was seen), and reads back the same.
#[test]
fn a_learn_address_without_a_stop_stays_without_one() {
    let (p, notices) = parse("?view=learn");
    assert_eq!((p.stop, notices), (None, vec![]));
    assert_eq!(to_query(&p), "?view=learn");
    let at = Params { stop: Some(4), ..p };
    assert_eq!(to_query(&at), "?view=learn&stop=4");
}
