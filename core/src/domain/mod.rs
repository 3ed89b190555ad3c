//! What the site computes and says, without a web dependency: every module
//! here compiles and is tested natively (`cargo test`), and is imported by
//! the pages, the workers and the app's state alike (never the reverse).
//!
//! One folder per page that has logic of its own, holding that logic and the
//! page's texts (both languages side by side), plus the charts' axes and
//! their SVG, shared by the lab and the records page, and the watchdog that
//! every page-side worker client keeps ([`watchdog`]), and the shape of a
//! page's state: a [`machine::Machine`], events in, commands out.
//!
//! # Files
//!
//! Shared by several pages:
//! - `machine.rs`: the one way a page keeps its state, a `Machine` (events
//!   in, commands out, run by `hooks::use_machine`), or a `TimedMachine`
//!   when its events' times matter, as the count page's.
//! - `watchdog.rs`: when a silent worker is given up.
//! - `expr.rs`: the learner's own bit expressions, parsed and evaluated
//!   (the write tab's evaluator, which `claims.rs` also reads the site with).
//! - `input.rs`: the one reader of what a learner types and of a number in
//!   a link.
//! - `spoken.rs`: binary values spelled digit by digit, operators in words,
//!   for the ear.
//! - `claims.rs` (tests only): every `a = b = c` the site shows, evaluated.
//! - `sources.rs`: the sources the site follows, listed once, cited by id.
//! - `qr.rs`: the share dialog's QR code as SVG.
//! - `chart_axes.rs`, `chart_svg.rs`: the log charts' axes and SVG (the lab
//!   and the records page).
//!
//! One folder per page with logic of its own, each with its `texts.rs`:
//! - `stepper/`: `machine.rs` (the stepper as a machine: `StepperN`, the
//!   board size in the one range `STEPPER_N`, made like every board size by
//!   `solver::board_size!` (parsed, checked or clamped, one message); the moment, its timeline, play and what is open around it;
//!   `PlayClock`: how many steps a tick of play takes), `explain.rs` (a
//!   step's equations and what it did),
//!   `rows.rs` (the binary rows of a moment and of a step's derivation,
//!   each label an expression that evaluates to its value), `moment.rs`
//!   (the board of a moment: the one account the board, the figure and the
//!   screen reader's sentence read), `figure.rs` (the step as an SVG
//!   figure), `announce.rs` (what the live region says, and when),
//!   `speech.rs` (what a screen reader hears of the board and the rows),
//!   `code.rs` (the programs of `teaching/code/`).
//! - `learn/`: `page.rs` (where the learn page is, as a machine the store
//!   holds: stop, set, check page, draft, banner), `lesson.rs` and
//!   `puzzle.rs` (the guided lesson and its first stop, by hand) with its
//!   state as a machine (`lesson_machine.rs`), `quiz.rs` (the exercises)
//!   and theirs (`quiz_machine.rs`), `homework.rs` (homework sets, the
//!   check code, its grading and the check page's machine, `ClassCheck`),
//!   `write.rs` and `write_job.rs` (the write tab: the learner's
//!   expressions run as the rules of the solver's own loop against the real
//!   search, in slices by the tab's machine, and when its progress is
//!   said), `wording.rs` (the wording rules, checked over every text).
//! - `count/`: `math.rs` (the plan of tasks, estimates, progress),
//!   `machine.rs` (the page's policies as a state machine: calibration,
//!   confirmation, GPU fallback, the results table), `schedule.rs` (which
//!   worker counts which slice, and what a replaced worker's slices
//!   become).
//! - `lab/`: `model.rs` (the methods and their results), `machine.rs` and
//!   `watch.rs` (its runs and its watch mode as machines), `work.rs` (what
//!   they ask of the lab's worker), `timing.rs` (a run repeated until its
//!   time is more than the clock's noise).
//! - `records/`: `data.rs` (the exact counts and who first counted them),
//!   `machine.rs` (the page's measurement), `table.rs` (its markup).
//! - `tree/`: `model.rs` (the whole search as a tree, from the stepper's
//!   own events) and `layout.rs` (where each node is drawn).
//! - `bits/`: `layout.rs` (a binary row in lines of a byte on a phone).
//! - `symmetry/`: `details.rs` (the markup of the page's parts without a
//!   control).

pub mod bits;
pub mod chart_axes;
pub mod chart_svg;
#[cfg(test)]
mod claims;
pub mod count;
pub mod expr;
pub mod input;
pub mod lab;
pub mod learn;
pub mod machine;
pub mod qr;
pub mod records;
pub mod sources;
pub mod spoken;
pub mod stepper;
pub mod symmetry;
pub mod tree;
pub mod watchdog;
