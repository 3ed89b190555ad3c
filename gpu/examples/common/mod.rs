//! What the examples share: their positional numbers.

/// The `i`-th command-line argument as a number, `default` when it is
/// missing; a word that is not a number stops the example with a message.
pub fn arg(i: usize, default: usize) -> usize {
    match std::env::args().nth(i) {
        None => default,
        Some(a) => a.parse().unwrap_or_else(|_| {
            eprintln!("argument {i}: '{a}' is not a number");
            std::process::exit(2)
        }),
    }
}
