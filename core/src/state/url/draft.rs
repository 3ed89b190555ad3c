//! The "write the bits" draft as a query: in the address, in local
//! storage and between the two wasm.

use super::query::{parse_query, to_query, Params};
use crate::domain::learn::write::Draft;
use crate::state::pages::View;

/// The draft as the address writes it (`?view=learn&write=1&wn=…&wb=…`):
/// also its form in local storage and between the two wasm.
pub fn draft_query(d: &Draft) -> String {
    to_query(&Params {
        view: View::Learn,
        write: Some(d.clone()),
        ..Params::default()
    })
}

/// The draft of [`draft_query`] (the default for anything else).
pub fn draft_from_query(query: &str) -> Draft {
    parse_query(query).0.write.unwrap_or_default()
}
