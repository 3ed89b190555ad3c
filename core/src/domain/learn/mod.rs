//! The learn page: where it is ([`page`]), the guided lesson's stops ([`lesson`]) and its state
//! ([`lesson_machine`]), the exercises
//! ([`quiz`], their state: [`quiz_machine`]) and their texts; and [`write`], the search run with the
//! learner's own expressions (parsed by [`crate::domain::expr`]) and
//! compared with the real one, as a job in slices run by the tab's
//! machine ([`write_job`]). Its tab's view is in the extra pages' wasm
//! (in the first load's wasm it cost about 50 KB, over that wasm's budget).

pub mod homework;
pub mod homework_texts;
pub mod lesson;
pub mod lesson_machine;
pub mod page;
pub mod puzzle;
pub mod quiz;
pub mod quiz_machine;
pub mod texts;
#[cfg(test)]
mod wording;
pub mod write;
pub mod write_job;
pub mod write_texts;
