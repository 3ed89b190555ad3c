//! What crosses between the shell's wasm and the extra pages' wasm: plain
//! strings and numbers (two wasm instances share no Rust values).

use crate::domain::learn::write::Draft;
use crate::state::url::{draft_from_query, draft_query};

/// The id of the element the extra pages are mounted in (`index.html`):
/// outside the shell's own root, so that each Yew app only ever sees the
/// events of its own elements.
pub const ROOT_ID: &str = "extra";

/// The id of the element inside a shell page where a part of that page is
/// mounted from the extra wasm (the learn page's "write the bits" tab).
/// The shell renders it empty and never touches its children; an event
/// inside it is the extra app's, as its Yew root has another number than
/// the shell's (`crate::extra::page`'s `skip_first_root`).
pub const INSIDE_ID: &str = "extra-inside";

/// What an extra page asks of the shell, which owns the app's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// The learner picked another board size (the app's `n`).
    SetN(usize),
    /// Open the stepper on board `n` at step `step`.
    Open { n: usize, step: u64 },
    /// The learner's draft in the "write the bits" tab changed (for the
    /// address and local storage, which the shell keeps).
    Write(Draft),
    /// Move the app's step (the stepper's) to `step`, staying on the page.
    Seek(u64),
}

impl Request {
    /// The request as `(kind, n, text)`: the step in decimal, since a `u64`
    /// does not always fit a JavaScript number; a draft as its address.
    pub fn to_parts(self) -> (&'static str, u32, String) {
        match self {
            Request::SetN(n) => ("n", n as u32, String::new()),
            Request::Open { n, step } => ("open", n as u32, step.to_string()),
            Request::Write(draft) => ("write", draft.n as u32, draft_query(&draft)),
            Request::Seek(step) => ("seek", 0, step.to_string()),
        }
    }

    /// The request of [`Request::to_parts`]; `None` for anything else.
    pub fn from_parts(kind: &str, n: u32, step: &str) -> Option<Request> {
        let n = n as usize;
        match kind {
            "n" => Some(Request::SetN(n)),
            "open" => Some(Request::Open {
                n,
                step: step.parse().ok()?,
            }),
            "write" => Some(Request::Write(draft_from_query(step))),
            "seek" => Some(Request::Seek(step.parse().ok()?)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_round_trip() {
        let mut draft = Draft {
            n: 5,
            ..Draft::default()
        };
        draft.blanks.0[2] = "(left | bit) << 1".into();
        for r in [
            Request::Write(draft),
            Request::SetN(12),
            Request::Open { n: 8, step: 0 },
            Request::Open {
                n: 16,
                step: u64::MAX,
            },
            Request::Seek(0),
            Request::Seek(u64::MAX),
        ] {
            let (kind, n, step) = r.clone().to_parts();
            assert_eq!(Request::from_parts(kind, n, &step), Some(r));
        }
        assert_eq!(Request::from_parts("open", 8, "-1"), None);
        assert_eq!(Request::from_parts("seek", 0, "x"), None);
        assert_eq!(Request::from_parts("open", 8, ""), None);
        assert_eq!(Request::from_parts("play", 8, ""), None);
    }
}
