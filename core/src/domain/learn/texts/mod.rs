//! Texts of the learn page (`?view=learn`): the lesson's stops and the
//! exercises. Every number in a stop's text is read from the stepper's state
//! at that stop.
//!
//! One module a part of the page, each re-exported here: `table` (the
//! page's fixed texts, a `texts!` table), `lesson` (a stop's heading,
//! explanation and place in the lesson), `tasks` (a stop's task and the
//! answers to it, the puzzle's squares) and `quiz` (the exercises).

mod lesson;
mod quiz;
mod table;
mod tasks;

pub use lesson::*;
pub use quiz::*;
pub use table::*;
pub use tasks::*;

#[cfg(test)]
mod tests;
