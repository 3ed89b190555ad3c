//! The page's state in its URL: `?view=…&n=…&step=…&lang=…`, on the learn
//! page `stop=…` (a lesson stop) or `quiz=…` (the exercises' seed; with
//! `board=N&questions=K` a homework set, the same list for everyone) or
//! `check=1` (the teacher's page that grades a class's check codes, of the
//! set the `quiz`, `board` and `questions` name, if they do), and on the
//! stepper two ways of showing it: `embed=1` (the compact widget for an
//! iframe) and `present=1` (presenter mode, for a projector), and the code
//! panel's language, `code=c|python|js|rust` (written when it is not C). On
//! the count page `n=…` is the board it counts, `large=1` its large display
//! (for a projector), and `run=1` counts it on opening (never written back:
//! the count is an act, not a place).
//!
//! This module only converts between a query and [`Params`]: what each page
//! names (which board its `n=` is, in which range, and whether a step goes
//! with it) is the page table's, [`crate::state::pages`].
//!
//! Parsing never fails: a bad value gives the nearest valid one plus a
//! [`Notice`] that the page shows, so a mistyped or hand-edited link still opens
//! something sensible.
//!
//! # Numbers in the URL
//!
//! `n`, `step`, `stop` and `quiz` are whole numbers written in decimal
//! digits, read by the site's one reader of numbers
//! (`domain::input::number`, its rule for links, `Source::Link`):
//! - whitespace around the digits is ignored, and so is a `+` around them,
//!   which a query string reads as a space: `?n= 5`, `?n=5%20` and
//!   `?n=+5` all mean 5, without a notice (people paste numbers with
//!   spaces, and forms write a space as `+`);
//! - one sign may stand before the digits: `%2B5` (a written `+`) is 5,
//!   `-0` is 0, any other negative number is refused with a notice (`n`
//!   then takes the smallest size, `step` 0);
//! - a decimal exponent is allowed (`1e3` is 1000; huge values saturate
//!   and mean "the end");
//! - anything else (`5 5`, `0x10`, `12.5`, `++5` once decoded, full-width
//!   digits) is not a number: the default is used and a notice says so.
//!
//! The codec is `query` ([`Params`], [`parse_query`], [`to_query`]);
//! beside it, what is written with it:
//! - [`history_entry`] (`history`): whether a new state is a new entry of
//!   the browser's history or rewrites the current one;
//! - [`draft_query`] (`draft`): the "write the bits" draft as a query;
//! - [`iframe_code`] (`embed`): the embedded widget's frame sizes and its
//!   iframe.

mod draft;
mod embed;
mod history;
mod query;

pub use draft::{draft_from_query, draft_query};
pub use embed::{embed_size_fits, iframe_code, EMBED_SIZES, NARROW_FRAME_MAX_N};
pub use history::{history_entry, Entry};
pub use query::{count_link_query, parse_n, parse_query, to_query, Notice, Params};

#[cfg(test)]
mod tests;
