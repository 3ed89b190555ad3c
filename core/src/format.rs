//! Small text formats shared by several pages (pure, tested natively).

/// `text[range]` for a `range` whose ends are char boundaries (found by
/// `char_indices`, or beside an ASCII byte), without the panic path of
/// `str` indexing: its message writes the `char` cut with `Debug`, which
/// brings core's `escape_debug` and its Unicode tables into the page's
/// wasm (about 2 KB). Empty for a range that is not one (never, by its
/// callers' reasoning).
pub fn piece<R: std::slice::SliceIndex<str, Output = str>>(text: &str, range: R) -> &str {
    text.get(range).unwrap_or_default()
}

/// The queens' columns from row 0 down, as the seeds write a solution:
/// `4 2 0 3 1`.
pub fn column_list(queens: &[usize]) -> String {
    queens
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Digit grouping (`16,777,216`) is the solver crate's, so that the site,
/// and the command line write counts the same way.
pub use solver::digits::{group_decimal, group_digits};

/// `text` with the characters that markup gives a meaning to (`&`, `<`, `>`,
/// `"`) written as entities: safe inside an element and inside an attribute
/// value in double quotes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// The longest formula prose keeps on one line ([`kept`]), in bytes:
/// about 280 px of a phone's 360 at the body's size.
pub const FORMULA_MAX: usize = 32;

/// `text` in pieces, each `(piece, keep)`: `keep` where the piece is a
/// minus sign with its operand (`-bitmap`, `-bitmap[row]`), which a line
/// must not break after (browsers break after a hyphen, so at 390 px
/// `& -bitmap` could end a line with a lone `-`), or, up to `max` bytes, a
/// whole formula (`bitmap & -bitmap`, `-bitmap = ~bitmap + 1`): operands
/// joined by binary operators between spaces, which a line must not break
/// inside either (a line that starts with `-bitmap` reads as a list's
/// dash). A longer formula is kept in parts of up to `max` bytes, broken
/// at an operator (so none is wider than a phone); `max` 0 keeps only the
/// minus signs. An operand is a word (letters, digits, `_`) with its
/// `[…]` indexes, or a `(…)` group, after any `~` and `-`; a minus starts
/// one only at the start or after a character that ends none (not a
/// letter, a digit, `)`, `]` or `-`). The pieces joined are `text`: the
/// view keeps each kept piece in a `white-space: nowrap` span, so a copy
/// holds the same ASCII.
pub fn kept(text: &str, max: usize) -> Vec<(&str, bool)> {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    // The end of the operand that starts at `i`, and whether it has a minus.
    let operand = |mut i: usize| -> Option<(usize, bool)> {
        let from = i;
        while i < b.len() && matches!(b[i], b'~' | b'-') {
            i += 1;
        }
        let minus = b[from..i].contains(&b'-');
        let body = i;
        loop {
            match b.get(i) {
                Some(&c) if word(c) => i += 1,
                Some(&open @ (b'[' | b'(')) if open == b'[' && i > body || i == body => {
                    let close = if open == b'[' { b']' } else { b')' };
                    let mut depth = 0;
                    loop {
                        match b.get(i)? {
                            &c if c == open => depth += 1,
                            &c if c == close => depth -= 1,
                            b'\n' => return None,
                            _ => {}
                        }
                        i += 1;
                        if depth == 0 {
                            break;
                        }
                    }
                }
                _ => break,
            }
        }
        (i > body).then_some((i, minus))
    };
    // (No binary minus: " - " is as often a dash in prose.)
    const OPS: [&str; 8] = [" & ", " | ", " ^ ", " + ", " = ", " << ", " >> ", " != "];
    let (mut out, mut from, mut i) = (Vec::new(), 0, 0);
    while i < b.len() {
        let starts = i == 0 || !(word(b[i - 1]) || matches!(b[i - 1], b')' | b']' | b'-'));
        let Some((mut end, minus)) = starts.then(|| operand(i)).flatten() else {
            i += 1;
            continue;
        };
        let mut joined = false;
        while let Some(op) = OPS.iter().find(|op| piece(text, end..).starts_with(**op)) {
            match operand(end + op.len()) {
                Some((next, _)) if next - i <= max => (end, joined) = (next, true),
                _ => break,
            }
        }
        if joined || minus {
            if from < i {
                out.push((piece(text, from..i), false));
            }
            out.push((piece(text, i..end), true));
            (from, i) = (end, end);
        } else {
            // Not kept: a group's inside may still hold a minus.
            i += 1;
        }
    }
    if from < text.len() {
        out.push((piece(text, from..), false));
    }
    out
}

/// An equation in the pieces that a line may break between: before an
/// operator (at its space: ` = `, ` & `, ` << `, ` → `, …) and before a `|`
/// whose operand is a binary number (`(00111000|00000010)` is wider than
/// a phone's line at n = 16). So a line never ends with an operator whose
/// operand starts the next (`<<` / `1`, `&` / `~0011`), nor breaks inside a
/// number or a name. The pieces joined are `text`; a piece `" "` is a space
/// to break at, and two other pieces side by side break between them.
pub fn equation_pieces(text: &str) -> Vec<&str> {
    // (Bytes, not chars: `char::is_alphanumeric`'s Unicode tables cost the
    // page's wasm kilobytes; every cut is beside an ASCII byte.)
    let b = text.as_bytes();
    let operator = |token: &[u8]| {
        !token.is_empty()
            && !token
                .iter()
                .any(|c| c.is_ascii_alphanumeric() || b"()[]~".contains(c))
    };
    let (mut out, mut from) = (Vec::new(), 0);
    for (i, &c) in b.iter().enumerate() {
        let cut = match c {
            b' ' => operator(b[i + 1..].split(|&c| c == b' ').next().unwrap_or_default()),
            b'|' => b.get(i + 1).is_some_and(u8::is_ascii_digit),
            _ => false,
        };
        if cut {
            if from < i {
                out.push(piece(text, from..i));
            }
            from = i;
            if c == b' ' {
                out.push(" ");
                from += 1;
            }
        }
    }
    if from < text.len() {
        out.push(piece(text, from..));
    }
    out
}

/// `value` written with `decimals` digits after the point (`Fixed(2.345, 1)`
/// is `2.3`), rounded half away from zero.
///
/// The page's wasm uses this instead of `{:.1}`: the float formatting of
/// `core::fmt` costs about 15 KB of wasm, and every number the site shows
/// with decimals is a time or a coordinate, far from the limits of `u64`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fixed(pub f64, pub u32);

impl std::fmt::Display for Fixed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Fixed(value, decimals) = *self;
        if !value.is_finite() {
            return f.write_str(if value.is_nan() {
                "NaN"
            } else if value > 0.0 {
                "∞"
            } else {
                "-∞"
            });
        }
        let scale = 10u64.pow(decimals);
        // `as` saturates, and + 0.5 then truncation rounds half away from 0.
        let scaled = (value.abs() * scale as f64 + 0.5) as u64;
        if value < 0.0 && scaled != 0 {
            f.write_str("-")?;
        }
        write!(f, "{}", scaled / scale)?;
        if decimals > 0 {
            write!(f, ".{:0width$}", scaled % scale, width = decimals as usize)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An equation breaks before an operator, never after it, nor inside
    /// a number: `) <<` / `1)` and `&` / `~0011` broke in presenter mode.
    #[test]
    fn an_operator_stays_with_its_operand() {
        assert_eq!(
            equation_pieces("left = ((00111000|00000010) << 1) & ~11111111"),
            [
                "left",
                " ",
                "= ((00111000",
                "|00000010)",
                " ",
                "<< 1)",
                " ",
                "& ~11111111"
            ]
        );
        assert_eq!(
            equation_pieces("bitmap[2] = 0000 → row = 2 - 1"),
            [
                "bitmap[2]",
                " ",
                "= 0000",
                " ",
                "→ row",
                " ",
                "= 2",
                " ",
                "- 1"
            ]
        );
        assert_eq!(
            equation_pieces("mask & ~(left|down|right)"),
            ["mask", " ", "& ~(left|down|right)"]
        );
        assert_eq!(equation_pieces(""), Vec::<&str>::new());
    }

    #[test]
    fn a_minus_stays_with_its_operand() {
        let minus_kept = |text| kept(text, 0);
        assert_eq!(
            minus_kept("    unsigned bit = bitmap[row] & -bitmap[row];"),
            [
                ("    unsigned bit = bitmap[row] & ", false),
                ("-bitmap[row]", true),
                (";", false)
            ]
        );
        assert_eq!(
            minus_kept("-bitmap flips"),
            [("-bitmap", true), (" flips", false)]
        );
        assert_eq!(
            minus_kept("mask & (-x)"),
            [("mask & (", false), ("-x", true), (")", false)]
        );
        // A binary minus, a hyphen in a word, a lone sign: as they are.
        for text in ["n - 1", "n-1", "0-based", "a)-b", "x --", "- 1", "", "-"] {
            assert_eq!(
                minus_kept(text),
                if text.is_empty() {
                    vec![]
                } else {
                    vec![(text, false)]
                }
            );
        }
        // Only ASCII is cut (a multi-byte character before a minus).
        assert_eq!(minus_kept("は -1"), [("は ", false), ("-1", true)]);
    }

    /// In prose a formula stays on one line: the lesson's `bitmap &` /
    /// `-bitmap` and `~bitmap` / `+ 1` broke at 390 px.
    #[test]
    fn a_formula_stays_on_one_line() {
        let kept_in = |text| -> Vec<&str> {
            kept(text, FORMULA_MAX)
                .into_iter()
                .filter_map(|(piece, keep)| keep.then_some(piece))
                .collect()
        };
        assert_eq!(
            kept_in("その 1 を見つけるのが bitmap & -bitmap です。2の補数では -bitmap = ~bitmap + 1 です。"),
            ["bitmap & -bitmap", "-bitmap = ~bitmap + 1"]
        );
        assert_eq!(
            kept_in("First, flip every digit: ~01010 & 11111 = 10101. Then"),
            ["~01010 & 11111 = 10101"]
        );
        assert_eq!(
            kept_in("bitmap = mask & ~(left|down|right) = 0110 (1)"),
            ["bitmap = mask", "~(left|down|right) = 0110"]
        );
        // Words and lone signs are not formulas.
        assert!(kept_in("a 1 in both still gives 1 - or not; n-1 x & y").len() == 1);
        // A long one is kept in parts no longer than the limit.
        let long = "~00000110 & 11111111 = 11111001 & 00001111 = 00001001";
        let parts = kept_in(long);
        assert_eq!(
            parts,
            ["~00000110 & 11111111 = 11111001", "00001111 = 00001001"]
        );
        assert!(kept_in("~0000000000000110 & 1111111111111111").is_empty());
        assert_eq!(
            kept(long, FORMULA_MAX)
                .into_iter()
                .map(|p| p.0)
                .collect::<String>(),
            long
        );
    }

    #[test]
    fn column_lists_as_the_seeds_write_them() {
        assert_eq!(column_list(&[4, 2, 0, 3, 1]), "4 2 0 3 1");
        assert_eq!(column_list(&[0]), "0");
        assert_eq!(column_list(&[]), "");
    }

    #[test]
    fn escaping_markup() {
        assert_eq!(
            escape(r#"x & -x < "2" > 1"#),
            "x &amp; -x &lt; &quot;2&quot; &gt; 1"
        );
        assert_eq!(escape("クイーン 4 2 0"), "クイーン 4 2 0");
        assert_eq!(escape("&amp;"), "&amp;amp;");
    }

    #[test]
    fn fixed_point_numbers() {
        let f = |v: f64, d: u32| Fixed(v, d).to_string();
        assert_eq!(f(2.345, 1), "2.3");
        assert_eq!(f(2.35, 1), "2.4");
        assert_eq!(f(0.04, 1), "0.0");
        assert_eq!(f(9.96, 1), "10.0");
        assert_eq!(f(12.5, 0), "13");
        assert_eq!(f(1234.5678, 3), "1234.568");
        assert_eq!(f(1.05, 2), "1.05");
        assert_eq!(f(-2.504, 2), "-2.50");
        assert_eq!(f(-0.001, 1), "0.0");
        assert_eq!(f(0.0, 0), "0");
        assert_eq!(f(f64::NAN, 1), "NaN");
        assert_eq!(f(f64::INFINITY, 1), "∞");
        // The same digits as the standard formatting, except within a hair
        // of a tie (1.055 is stored as 1.05499…: `{:.2}` says 1.05).
        for k in 0..2000 {
            let v = k as f64 * 0.0137 + 0.0001;
            for d in 0..3 {
                let scaled = v * 10f64.powi(d as i32);
                if (scaled - scaled.floor() - 0.5).abs() > 1e-6 {
                    assert_eq!(
                        f(v, d),
                        format!("{v:.*}", d as usize),
                        "{v} with {d} decimals"
                    );
                }
            }
        }
    }
}
