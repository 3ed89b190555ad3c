//! Small text formats shared by several pages (pure, tested natively).

/// The queens' columns from row 0 down, as the seeds write a solution:
/// `4 2 0 3 1`.
pub fn column_list(queens: &[usize]) -> String {
    queens
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// `16777216` → `16,777,216`: a count with its digits grouped by three, as
/// every page and the figures write counts.
pub fn group_digits(v: u64) -> String {
    group_decimal(&v.to_string())
}

/// [`group_digits`] for a count that arrives as a decimal string (the
/// workers send counts as strings): `"14772512"` → `14,772,512`; anything
/// that is not a plain decimal number (`"—"`, `""`) is returned as it is.
pub fn group_decimal(s: &str) -> String {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

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

    #[test]
    fn digits_are_grouped_by_three() {
        assert_eq!(group_digits(0), "0");
        assert_eq!(group_digits(736), "736");
        assert_eq!(group_digits(1_234), "1,234");
        assert_eq!(group_digits(13_756), "13,756");
        assert_eq!(group_digits(16_777_216), "16,777,216");
        assert_eq!(
            group_digits(234_907_967_154_122_528),
            "234,907,967,154,122,528"
        );
        assert_eq!(group_decimal("14772512"), "14,772,512");
        assert_eq!(group_decimal("123"), "123");
        assert_eq!(group_decimal(""), "");
        assert_eq!(group_decimal("—"), "—");
        assert_eq!(group_decimal("12a4"), "12a4");
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
