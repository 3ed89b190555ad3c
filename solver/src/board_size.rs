//! A board size of a range, as a type: [`board_size!`] writes the type,
//! its error and its one parser, so that every kind of `n` the project
//! takes (the counts' [`crate::count::CountN`], the stepper's
//! `StepperN` in the core crate) is made the same way and refused with the
//! same message: "n must be a whole number from 1 to 27, not 28".

/// Declares `$name`, a board size in `$range` (a `RangeInclusive<usize>`
/// constant within `1..=255`), and `$error`, why a value is not one (it
/// names the value given), with one way in from each kind of value:
/// - `$name::of(n)`: `Some` if `n` is in the range (`const`, for
///   constants);
/// - `$name::new(n)`: a number of any width (a request's field), else why
///   not;
/// - `$name::parse(text)`: ASCII digits (spaces around are fine), else why
///   not;
/// - `$name::clamped(n)`: brought into the range (what a link's `n=` does,
///   with its notice).
#[macro_export]
macro_rules! board_size {
    ($(#[$meta:meta])* $name:ident, $(#[$emeta:meta])* $error:ident, $range:path) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(u8);

        $(#[$emeta])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $error(pub String);

        impl ::std::fmt::Display for $error {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(
                    f,
                    "n must be a whole number from {} to {}, not {}",
                    $range.start(),
                    $range.end(),
                    self.0
                )
            }
        }

        impl ::std::error::Error for $error {}

        impl $name {
            /// `n`, if it is in the range (for constants).
            pub const fn of(n: usize) -> Option<$name> {
                if n >= *$range.start() && n <= *$range.end() {
                    Some($name(n as u8))
                } else {
                    None
                }
            }

            /// `n`, a number of any width (a request's field), if it is in
            /// the range; else why not.
            pub fn new<T: Copy + TryInto<usize> + ::std::fmt::Display>(
                n: T,
            ) -> Result<$name, $error> {
                n.try_into()
                    .ok()
                    .and_then($name::of)
                    .ok_or_else(|| $error(n.to_string()))
            }

            /// `text` as a board size: ASCII digits (spaces around are fine).
            pub fn parse(text: &str) -> Result<$name, $error> {
                let t = text.trim();
                let n = t
                    .bytes()
                    .all(|b| b.is_ascii_digit())
                    .then(|| t.parse::<usize>().ok())
                    .flatten()
                    .and_then($name::of);
                n.ok_or_else(|| $error(format!("'{text}'")))
            }

            /// `n` brought into the range.
            pub fn clamped(n: usize) -> $name {
                $name(n.clamp(*$range.start(), *$range.end()) as u8)
            }

            /// The size.
            pub const fn get(self) -> usize {
                self.0 as usize
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}
