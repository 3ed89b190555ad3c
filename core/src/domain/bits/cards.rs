//! The bits primer's guided cards, pure: what each card's live example
//! holds (the values the learner set, the texts typed), how each control
//! changes it ([`Cards`], a machine run by `hooks::use_machine`), and the
//! moment of the stepper where the solver does what a card shows.

use std::ops::RangeInclusive;

use crate::bitops::{as_signed, binomial, combination_from_index, to_binary, to_hex, Width};
use crate::domain::machine::Machine;
use solver::{mask_for, Event as Step, Stepper};

/// The board sizes of the mask card: those the stepper opens, as its link
/// does (one range, written once).
pub const MASK_N: RangeInclusive<usize> = crate::domain::stepper::machine::STEPPER_N;

/// The largest n of the combinations card (C(10, 5) = 252 patterns listed).
pub const COMB_MAX_N: u32 = 10;

/// A moment of the stepper: board size and step index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    pub n: usize,
    pub step: u64,
    /// True when the moment shows the learner's own value.
    pub exact: bool,
}

/// How far the search is followed when looking for the learner's value.
const SEARCH_LIMIT: u64 = 80_000;

/// The first moment of the search of `n` where `exact` holds; if none comes
/// early enough, the first one where `kind` holds. Both are asked after each
/// event, with the stepper as it is just after that event.
pub fn find_moment(
    n: usize,
    exact: impl Fn(&Stepper, Step) -> bool,
    kind: impl Fn(&Stepper, Step) -> bool,
) -> Option<Moment> {
    if !(1..=solver::MAX_N).contains(&n) {
        return None;
    }
    let mut s = Stepper::new(n);
    let mut first_kind = None;
    while let Some(event) = s.next() {
        let step = s.counters().steps;
        if exact(&s, event) {
            return Some(Moment {
                n,
                step,
                exact: true,
            });
        }
        if first_kind.is_none() && kind(&s, event) {
            first_kind = Some(step);
        }
        if step >= SEARCH_LIMIT && first_kind.is_some() {
            break;
        }
    }
    first_kind.map(|step| Moment {
        n,
        step,
        exact: false,
    })
}

/// The candidates of the current row just before the last Place took one.
pub fn bitmap_before_place(s: &Stepper) -> u32 {
    let b = s.current_bits();
    b.bitmap | b.bit
}

/// `value` rewritten in the same notation as `like` (what the learner
/// typed), so flipping a bit keeps their way of writing.
pub fn reformat(value: u32, width: Width, like: &str) -> String {
    let s = like.trim();
    let body = s.strip_prefix(['-', '+']).unwrap_or(s);
    let lower = body.to_ascii_lowercase();
    if lower.starts_with("0x") || lower.starts_with("16#") {
        to_hex(value, width)
    } else if lower.starts_with("0b") || lower.starts_with("2#") {
        format!("0b{}", to_binary(value, width))
    } else if s.starts_with('-') {
        as_signed(value, width).to_string()
    } else {
        value.to_string()
    }
}

/// `text` with bit `i` of `value` (what it reads as) flipped, written as
/// the learner wrote it.
pub fn flipped_text(text: &str, value: u32, i: u32, width: Width) -> String {
    reformat((value ^ (1 << i)) & width.mask(), width, text)
}

/// The four cards on one value `x` at the board's width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trick {
    Twos,
    Lowest,
    Clear,
    Set,
}

impl Trick {
    pub const ALL: [Trick; 4] = [Trick::Twos, Trick::Lowest, Trick::Clear, Trick::Set];

    /// The card's place in [`Trick::ALL`].
    fn index(self) -> usize {
        self as usize
    }

    /// Where the solver does this to `x` on board `n`: `x` as the attacks
    /// of a row reached (Set), or as the candidates before a placement.
    pub fn moment(self, n: usize, x: u32) -> Option<Moment> {
        match self {
            Trick::Set => find_moment(
                n,
                |s, e| matches!(e, Step::Descend { .. }) && s.current_bits().attacks == x,
                |_, e| matches!(e, Step::Descend { .. }),
            ),
            _ => find_moment(
                n,
                |s, e| matches!(e, Step::Place { .. }) && bitmap_before_place(s) == x,
                |s, e| matches!(e, Step::Place { .. }) && bitmap_before_place(s).count_ones() >= 2,
            )
            .or_else(|| find_moment(n, |_, _| false, |_, e| matches!(e, Step::Place { .. }))),
        }
    }

    /// The value a card of board `n` starts with: an attack pattern for Set
    /// (its lowest 0 is the next queen), a bitmap for the others.
    fn first_x(self, n: usize) -> &'static str {
        match self {
            Trick::Set if n >= 3 => "7",
            _ => default_x(n),
        }
    }
}

/// The value the trick and popcount cards of board `n` start with.
pub fn default_x(n: usize) -> &'static str {
    match n {
        5.. => "22",
        3..=4 => "6",
        _ => "1",
    }
}

/// Where the solver's `down` (the columns taken) is `pattern`: `m` of `n`
/// columns (the start, for none).
pub fn comb_moment(n: usize, m: u32, pattern: u32) -> Option<Moment> {
    if m == 0 {
        return Some(Moment {
            n,
            step: 0,
            exact: true,
        });
    }
    let down_after = |s: &Stepper, e: Step| match e {
        Step::Descend { .. } => Some(s.current_bits().down),
        Step::Place { solution: true, .. } => {
            let b = s.current_bits();
            Some(b.down | b.bit)
        }
        _ => None,
    };
    find_moment(
        n,
        |s, e| down_after(s, e) == Some(pattern),
        |s, e| down_after(s, e).is_some_and(|d| d.count_ones() == m),
    )
}

/// The terms of the pattern's rank: `(bit, ones left, C(bit, ones left))`
/// for each of its `m` ones, from the highest.
pub fn rank_terms(pattern: u32, n: u32, m: u32) -> Vec<(u32, u32, u64)> {
    let mut r = m;
    let mut out = Vec::new();
    for i in (0..n).rev() {
        if pattern >> i & 1 == 1 && r > 0 {
            out.push((i, r, binomial(i, r)));
            r -= 1;
        }
    }
    out
}

/// What the cards' examples hold. Values are kept as set and shown within
/// the page's board ([`Cards::row`], …), so that a larger board shows
/// again the bits a smaller one hid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cards {
    /// The page's board (0 before the page is drawn: see [`Event::Board`]).
    pub n: usize,
    row: u32,
    /// `left`, `down`, `right` of the OR card.
    or: [u32; 3],
    /// The mask card's board, in [`MASK_N`]; it follows the page's.
    pub mask_n: usize,
    not_x: u32,
    /// The texts of the trick cards, in the order of [`Trick::ALL`].
    tricks: [String; 4],
    /// The text of the popcount card.
    pub pop: String,
    /// The combinations card's `n` and `m` (shown as at most `n`).
    comb: (u32, u32),
    /// Its pattern; `None`: the first pattern of its `n` and `m` (after
    /// either changed).
    pattern: Option<u32>,
}

/// What the learner does on the cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The page is drawn on board `n`: at the first, every card starts from
    /// it; after, the mask card follows it.
    Board(usize),
    /// The row card's square with this bit.
    FlipRow(u32),
    /// Bit `i` of the OR card's `left` (0), `down` (1) or `right` (2).
    FlipOr(usize, u32),
    /// The mask card's select (`None`: not a number).
    MaskN(Option<usize>),
    /// Bit `i` of the NOT card's attacks.
    FlipNot(u32),
    /// A trick card's field.
    TrickText(Trick, String),
    /// Bit `i` of a trick card's `x`.
    FlipTrick(Trick, u32),
    PopText(String),
    /// Bit `i` of the popcount card's `x`.
    FlipPop(u32),
    /// The combinations card's `n` or `m` select (`None`: not a number).
    CombN(Option<u32>),
    CombM(Option<u32>),
    /// The combinations card's pattern of this rank (in the list).
    CombRank(u64),
    /// Bit `i` of the combinations card's pattern.
    FlipComb(u32),
}

impl Default for Cards {
    fn default() -> Self {
        Cards::new(0)
    }
}

impl Cards {
    /// The cards of a page opened on board `n`.
    pub fn new(n: usize) -> Cards {
        Cards {
            n,
            row: 2,
            or: [4, 2, 1],
            mask_n: mask_n(n),
            not_x: 7,
            tricks: Trick::ALL.map(|t| t.first_x(n).to_string()),
            pop: default_x(n).to_string(),
            comb: (5, 3),
            pattern: Some(0b10110),
        }
    }

    fn mask(&self) -> u32 {
        mask_for(self.n)
    }

    /// The width of the trick and popcount cards' values.
    pub fn width(&self) -> Width {
        Width::for_board(self.n)
    }

    /// The row card's value.
    pub fn row(&self) -> u32 {
        self.row & self.mask()
    }

    /// The OR card's `left`, `down`, `right`.
    pub fn or(&self) -> [u32; 3] {
        self.or.map(|v| v & self.mask())
    }

    /// The NOT card's attacks.
    pub fn not_x(&self) -> u32 {
        self.not_x & self.mask()
    }

    /// A trick card's text.
    pub fn trick(&self, trick: Trick) -> &str {
        &self.tricks[trick.index()]
    }

    /// The combinations card's `n`, `m` (at most `n`) and pattern.
    pub fn comb(&self) -> (u32, u32, u32) {
        let (n, m) = (self.comb.0, self.comb.1.min(self.comb.0));
        let pattern = match self.pattern {
            Some(p) => p & mask_for(n as usize),
            None => crate::bitops::combinations(m, n).next().unwrap_or(0),
        };
        (n, m, pattern)
    }

    /// Flips bit `i` of `text` read at the cards' width (a text that does
    /// not read is kept: its digits are not shown).
    fn flip_text(&self, text: &str, i: u32) -> Option<String> {
        let width = self.width();
        let value = crate::domain::input::value(text, width).ok()?;
        Some(flipped_text(text, value, i, width))
    }
}

fn mask_n(n: usize) -> usize {
    n.clamp(*MASK_N.start(), *MASK_N.end())
}

impl Machine for Cards {
    type Event = Event;
    type Command = std::convert::Infallible;

    fn handle(&mut self, event: Event) -> Vec<Self::Command> {
        match event {
            Event::Board(n) if self.n == 0 => *self = Cards::new(n),
            Event::Board(n) => {
                if n != self.n {
                    self.mask_n = mask_n(n);
                }
                self.n = n;
            }
            Event::FlipRow(bit) => self.row = (self.row ^ bit) & self.mask(),
            Event::FlipOr(k, i) => {
                let mask = self.mask();
                if let Some(v) = self.or.get_mut(k) {
                    *v = (*v ^ (1 << i)) & mask;
                }
            }
            Event::MaskN(Some(k)) => self.mask_n = mask_n(k),
            Event::FlipNot(i) => self.not_x = (self.not_x ^ (1 << i)) & self.mask(),
            Event::TrickText(t, text) => self.tricks[t.index()] = text,
            Event::FlipTrick(t, i) => {
                if let Some(text) = self.flip_text(self.trick(t), i) {
                    self.tricks[t.index()] = text;
                }
            }
            Event::PopText(text) => self.pop = text,
            Event::FlipPop(i) => {
                if let Some(text) = self.flip_text(&self.pop, i) {
                    self.pop = text;
                }
            }
            Event::CombN(Some(n)) => {
                self.comb.0 = n;
                self.pattern = None;
            }
            Event::CombM(Some(m)) => {
                self.comb.1 = m;
                self.pattern = None;
            }
            Event::CombRank(k) => {
                let (n, m, _) = self.comb();
                if let Some(c) = combination_from_index(k, m, n) {
                    self.pattern = Some(c);
                }
            }
            Event::FlipComb(i) => {
                let (n, _, p) = self.comb();
                self.pattern = Some((p ^ (1 << i)) & mask_for(n as usize));
            }
            Event::MaskN(None) | Event::CombN(None) | Event::CombM(None) => {}
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitops::combination_index;

    #[test]
    fn the_cards_start_from_the_page_s_board() {
        let mut c = Cards::default();
        c.handle(Event::Board(4));
        assert_eq!(c, Cards::new(4));
        assert_eq!((c.row(), c.or(), c.not_x()), (2, [4, 2, 1], 7));
        assert_eq!(c.mask_n, 4);
        assert_eq!((c.trick(Trick::Twos), c.trick(Trick::Set)), ("6", "7"));
        assert_eq!(c.pop, "6");
        assert_eq!(Cards::new(2).trick(Trick::Set), "1");
        assert_eq!(Cards::new(8).trick(Trick::Lowest), "22");
        // The mask card's board is in its range.
        assert_eq!(Cards::new(0).mask_n, 1);
        assert_eq!(Cards::new(20).mask_n, 16);
    }

    #[test]
    fn the_mask_card_follows_the_page_s_board_and_its_own_select() {
        let mut c = Cards::new(8);
        c.handle(Event::MaskN(Some(3)));
        assert_eq!(c.mask_n, 3);
        c.handle(Event::Board(8));
        assert_eq!(c.mask_n, 3, "the same board: the card keeps its own");
        c.handle(Event::Board(6));
        assert_eq!(c.mask_n, 6);
        c.handle(Event::MaskN(Some(99)));
        assert_eq!(c.mask_n, 16);
        c.handle(Event::MaskN(None));
        assert_eq!(c.mask_n, 16);
        // The other cards keep what the learner set.
        c.handle(Event::TrickText(Trick::Clear, "0x1f".into()));
        c.handle(Event::Board(5));
        assert_eq!(c.trick(Trick::Clear), "0x1f");
    }

    #[test]
    fn digits_flip_within_the_board() {
        let mut c = Cards::new(4);
        c.handle(Event::FlipRow(0b1000));
        assert_eq!(c.row(), 0b1010);
        c.handle(Event::FlipOr(1, 3));
        assert_eq!(c.or(), [4, 0b1010, 1]);
        c.handle(Event::FlipOr(7, 0));
        assert_eq!(c.or(), [4, 0b1010, 1], "no fourth row");
        c.handle(Event::FlipNot(0));
        assert_eq!(c.not_x(), 6);
        // A smaller board hides the high bits, a larger one shows them again.
        let mut c = Cards::new(8);
        c.handle(Event::FlipRow(0x80));
        c.handle(Event::Board(4));
        assert_eq!(c.row(), 2);
        c.handle(Event::Board(8));
        assert_eq!(c.row(), 0x82);
    }

    #[test]
    fn a_flip_keeps_the_learner_s_notation() {
        let w = Width::W8;
        assert_eq!(reformat(0x16, w, " 0x3 "), to_hex(0x16, w));
        assert_eq!(reformat(5, w, "0b1"), "0b00000101");
        assert_eq!(reformat(0xfe, w, "-3"), "-2");
        assert_eq!(reformat(9, w, "12"), "9");
        assert_eq!(flipped_text("0b0", 0, 2, w), "0b00000100");
        let mut c = Cards::new(8);
        c.handle(Event::TrickText(Trick::Twos, "0b110".into()));
        c.handle(Event::FlipTrick(Trick::Twos, 0));
        assert_eq!(c.trick(Trick::Twos), "0b00000111");
        c.handle(Event::FlipPop(1));
        assert_eq!(c.pop, "20");
        // A text that does not read is kept.
        c.handle(Event::PopText("zz".into()));
        c.handle(Event::FlipPop(1));
        assert_eq!(c.pop, "zz");
    }

    #[test]
    fn the_combinations_card() {
        let mut c = Cards::new(8);
        assert_eq!(c.comb(), (5, 3, 0b10110));
        c.handle(Event::FlipComb(0));
        assert_eq!(c.comb(), (5, 3, 0b10111));
        // Another n or m: the first pattern of the new pair; m at most n.
        c.handle(Event::CombN(Some(2)));
        assert_eq!(c.comb(), (2, 2, 0b11));
        c.handle(Event::CombN(Some(6)));
        c.handle(Event::CombM(Some(2)));
        let (n, m, first) = c.comb();
        assert_eq!((n, m, combination_index(first, n)), (6, 2, 0));
        c.handle(Event::CombRank(4));
        let (_, _, p) = c.comb();
        assert_eq!((p.count_ones(), combination_index(p, 6)), (2, 4));
        c.handle(Event::CombRank(999));
        assert_eq!(c.comb().2, p, "no such rank: the pattern stays");
        c.handle(Event::CombN(None));
        assert_eq!(c.comb(), (6, 2, p));
    }

    #[test]
    fn rank_terms_add_up_to_the_rank() {
        for n in 1..=COMB_MAX_N {
            for m in 0..=n {
                for p in crate::bitops::combinations(m, n) {
                    let terms = rank_terms(p, n, m);
                    assert_eq!(terms.len(), m as usize);
                    let sum: u64 = terms.iter().map(|&(_, _, c)| c).sum();
                    assert_eq!(sum, combination_index(p, n), "{p:b} of {n}");
                }
            }
        }
        assert_eq!(
            rank_terms(0b10110, 5, 3),
            vec![(4, 3, 4), (2, 2, 1), (1, 1, 1)]
        );
    }

    #[test]
    fn moments_are_where_the_solver_has_the_value() {
        // None taken: the start.
        assert_eq!(
            comb_moment(5, 0, 0),
            Some(Moment {
                n: 5,
                step: 0,
                exact: true
            })
        );
        // Columns 0 and 2 of 5 taken (bits 4 and 2): reached exactly.
        let m = comb_moment(5, 2, 0b10100).expect("a moment");
        assert!(m.exact);
        let mut s = Stepper::new(5);
        for _ in 0..m.step {
            s.next();
        }
        assert_eq!(s.current_bits().down, 0b10100);
        // Three columns no solution's first rows take on 4: the first
        // moment of three queens instead.
        let m = comb_moment(4, 3, 0b0111).expect("a moment");
        assert!(!m.exact);
        // A trick on a value the search never has: a Place of its kind.
        let m = Trick::Lowest.moment(4, 0b1001).expect("a moment");
        assert_eq!(m.n, 4);
        assert!(Trick::Set.moment(5, 0b10100).is_some());
        assert_eq!(find_moment(0, |_, _| true, |_, _| true), None);
        assert_eq!(find_moment(33, |_, _| true, |_, _| true), None);
    }
}
