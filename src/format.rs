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
