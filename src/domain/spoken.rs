//! Binary values as a screen reader should say them. A run of binary digits
//! such as `1100` is read as a number ("one thousand one hundred"); spaced,
//! `1 1 0 0`, it is read digit by digit, as a learner reads it on the
//! board. Every text that the site writes for the ear (live regions, the
//! spoken copy of an equation, a table cell) goes through [`spell_binary`].

/// `text` with each binary value's digits apart. A binary value is a run of
/// `0`s and `1`s at least `width` long (and at least two: a single digit
/// sounds the same either way), not inside a word or a longer number; a
/// `0b` prefix is kept and its digits are spelled. On the site's boards a
/// binary row is `n` (or, shifted, `n + 1`) digits long, while a decimal
/// made of 0s and 1s that long (a step, a count) does not occur, so
/// `width` is the board's `n`.
pub fn spell_binary(text: &str, width: usize) -> String {
    let width = width.max(2);
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() * 2);
    let mut i = 0;
    while i < chars.len() {
        let run = chars[i..]
            .iter()
            .take_while(|&&c| c == '0' || c == '1')
            .count();
        if run == 0 {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let before = i.checked_sub(1).map(|j| chars[j]);
        let prefixed = before == Some('b') && i >= 2 && chars[i - 2] == '0';
        let starts = prefixed || !before.is_some_and(|c| c.is_ascii_alphanumeric());
        let ends = !chars
            .get(i + run)
            .is_some_and(|c| c.is_ascii_alphanumeric());
        let digits = &chars[i..i + run];
        if run >= width && starts && ends {
            let spaced: Vec<String> = digits.iter().map(char::to_string).collect();
            out += &spaced.join(" ");
        } else {
            out.extend(digits);
        }
        i += run;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_values_are_spelled_and_decimals_are_not() {
        assert_eq!(
            spell_binary("bit = bitmap & -bitmap = 0110 & 1010 = 0010 (2).", 4),
            "bit = bitmap & -bitmap = 0 1 1 0 & 1 0 1 0 = 0 0 1 0 (2)."
        );
        // The shifted value has n + 1 digits; steps, rows and counts stay
        // numbers.
        assert_eq!(
            spell_binary("step 110, row 10: 1110100 & 111111 = 110100 (52)", 6),
            "step 110, row 10: 1 1 1 0 1 0 0 & 1 1 1 1 1 1 = 1 1 0 1 0 0 (52)"
        );
        // Inside a word or a longer number, or shorter than the board.
        assert_eq!(spell_binary("x1100 11002 101", 4), "x1100 11002 101");
        assert_eq!(spell_binary("0b1100", 4), "0b1 1 0 0");
        // Japanese text around a value.
        assert_eq!(spell_binary("候補は1100です", 4), "候補は1 1 0 0です");
        // One digit sounds the same.
        assert_eq!(spell_binary("bit = 1", 1), "bit = 1");
        assert_eq!(spell_binary("bit = 10", 1), "bit = 1 0");
        assert_eq!(spell_binary("", 4), "");
    }
}
