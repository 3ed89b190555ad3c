//! The bits primer's playground, pure: two values typed as the learner
//! likes, one operation, a width, and the result bit selected, and how
//! each control changes them ([`Playground`], a machine run by
//! `hooks::use_machine`). The arithmetic is `crate::bitops`.

use crate::bitops::{apply, Op, ParseError, Width};
use crate::domain::machine::Machine;

use super::cards::flipped_text;

/// The width menu: a preset, or `n` bits following the board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WidthMode {
    Fixed(Width),
    Board,
}

impl WidthMode {
    /// The width on board `n`.
    pub fn width(self, n: usize) -> Width {
        match self {
            WidthMode::Fixed(w) => w,
            WidthMode::Board => Width::for_board(n),
        }
    }

    /// Its option's value in the width menu.
    pub fn id(self) -> String {
        match self {
            WidthMode::Fixed(w) => w.bits().to_string(),
            WidthMode::Board => "n".to_string(),
        }
    }

    /// The inverse of [`WidthMode::id`].
    pub fn from_id(id: &str) -> Option<WidthMode> {
        if id == "n" {
            Some(WidthMode::Board)
        } else {
            id.parse().ok().and_then(Width::new).map(WidthMode::Fixed)
        }
    }
}

/// The playground's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playground {
    /// The page's board (for the width of `n` bits).
    pub n: usize,
    pub mode: WidthMode,
    /// The texts of `a` and `b`, as typed.
    pub a: String,
    pub b: String,
    pub op: Op,
    /// The result bit the learner selected (none after another width or
    /// operation).
    pub selected: Option<u32>,
}

impl Default for Playground {
    fn default() -> Self {
        Playground {
            n: 8,
            mode: WidthMode::Fixed(Width::W8),
            a: "22".to_string(),
            b: "-22".to_string(),
            op: Op::And,
            selected: None,
        }
    }
}

/// What the learner does on the playground.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The page is drawn on board `n`.
    Board(usize),
    /// The width menu's value (see [`WidthMode::id`]).
    Width(String),
    /// The operation menu's value (an [`Op`]'s name).
    Op(String),
    A(String),
    B(String),
    /// Bit `i` of `a` or `b` flipped (by its digit).
    FlipA(u32),
    FlipB(u32),
    /// The result's bit `i` selected.
    Select(u32),
}

impl Playground {
    pub fn width(&self) -> Width {
        self.mode.width(self.n)
    }

    /// `a` read at the width.
    pub fn a(&self) -> Result<u32, ParseError> {
        crate::domain::input::value(&self.a, self.width())
    }

    /// The width `b` is read at: a shift amount is a count, not a pattern,
    /// so any 32-bit value is accepted (amounts at or past the width shift
    /// everything out).
    fn b_width(&self) -> Width {
        if self.op.is_shift() {
            Width::W32
        } else {
            self.width()
        }
    }

    /// `b` read at its width.
    pub fn b(&self) -> Result<u32, ParseError> {
        crate::domain::input::value(&self.b, self.b_width())
    }

    /// `(a, b, a op b)` when the values it needs read (`b` is 0 for an
    /// operation on one value).
    pub fn result(&self) -> Option<(u32, u32, u32)> {
        let (a, b) = match (self.a().ok(), self.b().ok()) {
            (Some(a), Some(b)) => (a, b),
            (Some(a), None) if self.op.is_unary() => (a, 0),
            _ => return None,
        };
        Some((a, b, apply(self.op, a, b, self.width())))
    }
}

impl Machine for Playground {
    type Event = Event;
    type Command = std::convert::Infallible;

    fn handle(&mut self, event: Event) -> Vec<Self::Command> {
        match event {
            Event::Board(n) => self.n = n,
            Event::Width(id) => {
                if let Some(m) = WidthMode::from_id(&id) {
                    self.mode = m;
                    self.selected = None;
                }
            }
            Event::Op(name) => {
                if let Some(o) = Op::from_name(&name) {
                    self.op = o;
                    self.selected = None;
                }
            }
            Event::A(text) => self.a = text,
            Event::B(text) => self.b = text,
            Event::FlipA(i) => {
                if let Some((a, ..)) = self.result() {
                    self.a = flipped_text(&self.a, a, i, self.width());
                }
            }
            Event::FlipB(i) => {
                if let Some((_, b, _)) = self.result() {
                    self.b = flipped_text(&self.b, b, i, self.width());
                }
            }
            Event::Select(i) => self.selected = Some(i),
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_starts_on_22_and_minus_22() {
        let p = Playground::default();
        assert_eq!(p.result(), Some((22, 0xea, 22 & 0xea)));
    }

    #[test]
    fn another_width_or_operation_selects_no_bit() {
        let mut p = Playground::default();
        p.handle(Event::Select(3));
        p.handle(Event::Width("16".into()));
        assert_eq!((p.width(), p.selected), (Width::W16, None));
        p.handle(Event::Select(2));
        p.handle(Event::Width("40".into()));
        assert_eq!(
            (p.width(), p.selected),
            (Width::W16, Some(2)),
            "no such width"
        );
        p.handle(Event::Op("nonsense".into()));
        assert_eq!(p.selected, Some(2));
        p.handle(Event::Op(Op::Or.name().into()));
        assert_eq!((p.op, p.selected), (Op::Or, None));
        // `n` bits follow the board.
        p.handle(Event::Width("n".into()));
        p.handle(Event::Board(5));
        assert_eq!(p.width(), Width::for_board(5));
        assert_eq!(
            WidthMode::from_id(&WidthMode::Board.id()),
            Some(WidthMode::Board)
        );
        for w in Width::PRESETS {
            let m = WidthMode::Fixed(w);
            assert_eq!(WidthMode::from_id(&m.id()), Some(m));
        }
    }

    #[test]
    fn a_shift_reads_b_as_a_count_and_one_value_needs_no_b() {
        let mut p = Playground::default();
        p.handle(Event::Op(Op::Shl.name().into()));
        p.handle(Event::B("300".into()));
        assert!(p.b().is_ok(), "a count past the width");
        p.handle(Event::Op(Op::And.name().into()));
        assert!(p.b().is_err(), "300 is no 8-bit pattern");
        assert_eq!(p.result(), None);
        p.handle(Event::Op(Op::Not.name().into()));
        assert_eq!(p.result(), Some((22, 0, !22 & 0xff)));
    }

    #[test]
    fn a_flip_keeps_how_the_value_was_written() {
        let mut p = Playground::default();
        p.handle(Event::FlipA(0));
        assert_eq!(p.a, "23");
        p.handle(Event::FlipB(7));
        assert_eq!(p.b, "106");
        p.handle(Event::B("-0x1".into()));
        p.handle(Event::A("zz".into()));
        p.handle(Event::FlipB(0));
        assert_eq!(p.b, "-0x1", "no result: nothing flips");
    }
}
