//! The symmetry explorer's state, pure: the board size, the board chosen
//! for it and what the learner typed in the columns' field, and how each
//! control changes them. The page (`pages::symmetry`) draws an
//! [`Explorer`], run by `hooks::use_machine`.

use std::ops::RangeInclusive;

use crate::domain::machine::Machine;

/// Board sizes the explorer offers.
pub const SYM_N: RangeInclusive<usize> = 4..=12;

/// Why the columns' text is not a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColumnsError {
    /// More columns than the board has rows.
    TooMany,
    /// A token that is no column of the board.
    NotAColumn(String),
}

/// Reads "0 4 7 5 2 6 1 3" (or with commas, `-` for an empty row) into a
/// board of `n` rows. Missing rows at the end are empty.
pub fn parse_columns(text: &str, n: usize) -> Result<Vec<Option<usize>>, ColumnsError> {
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .collect();
    if tokens.len() > n {
        return Err(ColumnsError::TooMany);
    }
    let mut out = vec![None; n];
    for (r, tok) in tokens.iter().enumerate() {
        if matches!(*tok, "-" | "." | "_") {
            continue;
        }
        match tok.parse::<usize>() {
            Ok(c) if c < n => out[r] = Some(c),
            _ => return Err(ColumnsError::NotAColumn(tok.to_string())),
        }
    }
    Ok(out)
}

/// A board as the columns' field writes it.
pub fn columns_text(board: &[Option<usize>]) -> String {
    board
        .iter()
        .map(|c| c.map_or("-".to_string(), |c| c.to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The explorer's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explorer {
    /// The board size, in [`SYM_N`].
    pub n: usize,
    /// The board chosen and the size it was chosen for; another size means
    /// "not chosen yet" (the page then shows the first unique solution).
    chosen: (usize, Vec<Option<usize>>),
    /// What the learner typed, while it differs from the board. Its error is
    /// worked out when drawn, so that it follows the language.
    pub typed: Option<String>,
    /// Whether the page opened (on the app's board).
    opened: bool,
}

impl Default for Explorer {
    fn default() -> Self {
        Explorer {
            n: *SYM_N.start(),
            chosen: (0, Vec::new()),
            typed: None,
            opened: false,
        }
    }
}

/// What the learner does on the explorer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The page is drawn on the app's board `n`: the first time, the
    /// explorer takes it (brought into [`SYM_N`]); after, its own size stays.
    Open(usize),
    /// The size's select: `n` (brought into [`SYM_N`]); what was typed is
    /// dropped. `None`: not a number, nothing changes.
    Size(Option<usize>),
    /// A board chosen (a square, Clear, a unique solution); what was typed
    /// is dropped.
    Board(Vec<Option<usize>>),
    /// The columns' field: a text that reads sets the board.
    Typed(String),
}

impl Explorer {
    /// The board shown: the one chosen for this size, else `first` (the
    /// first unique solution), else an empty board.
    pub fn board(&self, first: Option<&[usize]>) -> Vec<Option<usize>> {
        if self.chosen.0 == self.n {
            self.chosen.1.clone()
        } else {
            first.map_or_else(
                || vec![None; self.n],
                |s| s.iter().map(|&c| Some(c)).collect(),
            )
        }
    }

    /// The columns' field: its text (what was typed, or the board's) and
    /// why it does not read, if it does not.
    pub fn field(&self, board: &[Option<usize>]) -> (String, Option<ColumnsError>) {
        match &self.typed {
            Some(text) => (text.clone(), parse_columns(text, board.len()).err()),
            None => (columns_text(board), None),
        }
    }
}

fn in_range(n: usize) -> usize {
    n.clamp(*SYM_N.start(), *SYM_N.end())
}

impl Machine for Explorer {
    type Event = Event;
    type Command = std::convert::Infallible;

    fn handle(&mut self, event: Event) -> Vec<Self::Command> {
        match event {
            Event::Open(n) => {
                if !std::mem::replace(&mut self.opened, true) {
                    self.n = in_range(n);
                }
            }
            Event::Size(None) => {}
            Event::Size(Some(n)) => {
                self.typed = None;
                self.n = in_range(n);
            }
            Event::Board(b) => {
                self.typed = None;
                self.chosen = (b.len(), b);
            }
            Event::Typed(text) => {
                if let Ok(b) = parse_columns(&text, self.n) {
                    self.chosen = (self.n, b);
                }
                self.typed = Some(text);
            }
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_read_and_write() {
        assert_eq!(
            parse_columns("0 4, 7 - 2", 8),
            Ok(vec![
                Some(0),
                Some(4),
                Some(7),
                None,
                Some(2),
                None,
                None,
                None
            ])
        );
        assert_eq!(parse_columns("0 1 2 3 4", 4), Err(ColumnsError::TooMany));
        assert_eq!(
            parse_columns("0 9", 8),
            Err(ColumnsError::NotAColumn("9".into()))
        );
        assert_eq!(
            parse_columns("x", 8),
            Err(ColumnsError::NotAColumn("x".into()))
        );
        assert_eq!(columns_text(&[Some(1), None, Some(3)]), "1 - 3");
    }

    #[test]
    fn the_size_is_in_range_and_drops_what_was_typed() {
        let mut e = Explorer::default();
        e.handle(Event::Open(2));
        assert_eq!(e.n, 4);
        let mut e = Explorer::default();
        e.handle(Event::Open(16));
        assert_eq!(e.n, 12);
        // The app's board again: the explorer keeps its own size.
        e.handle(Event::Size(Some(6)));
        e.handle(Event::Open(16));
        assert_eq!(e.n, 6);
        e.handle(Event::Typed("0 9".into()));
        e.handle(Event::Size(Some(8)));
        assert_eq!((e.n, e.typed.clone()), (8, None));
        e.handle(Event::Size(Some(3)));
        e.handle(Event::Size(None));
        assert_eq!(e.n, 4);
    }

    #[test]
    fn a_board_is_of_its_size_and_text_that_reads_sets_it() {
        let mut e = Explorer::default();
        e.handle(Event::Open(5));
        let first = [0, 2, 4, 1, 3];
        // Nothing chosen: the first unique solution.
        assert_eq!(e.board(Some(&first)), first.map(Some).to_vec());
        assert_eq!(e.board(None), vec![None; 5]);
        e.handle(Event::Typed("1 3".into()));
        let b = e.board(Some(&first));
        assert_eq!(b, vec![Some(1), Some(3), None, None, None]);
        assert_eq!(e.field(&b), ("1 3".to_string(), None));
        // Text that does not read keeps the board, and says why.
        e.handle(Event::Typed("1 7".into()));
        assert_eq!(e.board(Some(&first)), b);
        assert_eq!(
            e.field(&b),
            (
                "1 7".to_string(),
                Some(ColumnsError::NotAColumn("7".into()))
            )
        );
        // A board chosen drops the text; another size forgets the board.
        e.handle(Event::Board(vec![None; 5]));
        assert_eq!(e.field(&e.board(None)), ("- - - - -".to_string(), None));
        e.handle(Event::Size(Some(6)));
        assert_eq!(e.board(None), vec![None; 6]);
        e.handle(Event::Size(Some(5)));
        assert_eq!(e.board(Some(&first)), vec![None; 5]);
    }
}
