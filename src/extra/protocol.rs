//! What crosses between the shell's wasm and the extra pages' wasm: plain
//! strings and numbers (two wasm instances share no Rust values).

/// The id of the element the extra pages are mounted in (`index.html`):
/// outside the shell's own root, so that each Yew app only ever sees the
/// events of its own elements.
pub const ROOT_ID: &str = "extra";

/// What an extra page asks of the shell, which owns the app's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// The learner picked another board size (the app's `n`).
    SetN(usize),
    /// Open the stepper on board `n` at step `step`.
    Open { n: usize, step: u64 },
}

impl Request {
    /// The request as `(kind, n, step)`: the step in decimal, since a `u64`
    /// does not always fit a JavaScript number.
    pub fn to_parts(self) -> (&'static str, u32, String) {
        match self {
            Request::SetN(n) => ("n", n as u32, String::new()),
            Request::Open { n, step } => ("open", n as u32, step.to_string()),
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
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_round_trip() {
        for r in [
            Request::SetN(12),
            Request::Open { n: 8, step: 0 },
            Request::Open {
                n: 16,
                step: u64::MAX,
            },
        ] {
            let (kind, n, step) = r.to_parts();
            assert_eq!(Request::from_parts(kind, n, &step), Some(r));
        }
        assert_eq!(Request::from_parts("open", 8, "-1"), None);
        assert_eq!(Request::from_parts("open", 8, ""), None);
        assert_eq!(Request::from_parts("play", 8, ""), None);
    }
}
