//! Binary values as a screen reader should say them. A run of binary digits
//! such as `1100` is read as a number ("one thousand one hundred"); spaced,
//! `1 1 0 0`, it is read digit by digit, as a learner reads it on the
//! board. Operators fare worse: at a screen reader's usual punctuation
//! level `|`, `~`, `^` and parentheses are not said at all, so
//! `mask & ~(left|down|right)` would reach the ear as "mask and left down
//! right". Every text that the site writes for the ear (live regions, the
//! spoken copy of an equation, a table cell) goes through [`for_ear`]:
//! binary values spelled ([`spell_binary`]) and operators in words
//! ([`operators_in_words`]).

use crate::format::piece;
use crate::i18n::Lang;

/// `text` as the ear should get it: binary values at least `width` long
/// spelled digit by digit, operators in words.
pub fn for_ear(text: &str, width: usize, lang: Lang) -> String {
    // The word the screen shows (`texts::DECIMAL`), after a pause (a
    // comma, 、 in Japanese) in place of the parentheses, which a screen
    // reader does not say: "10進数" would otherwise be heard with the
    // spelled digits before it. As the bit rows say a value ("binary 0 1 1
    // 0 0, decimal 12", `stepper::speech::bit_value_text`).
    let word = crate::texts::DECIMAL.get(lang);
    let decimal = match lang {
        Lang::En => (", ".to_string(), word.to_string()),
        Lang::Ja => ("、".to_string(), format!("{word}で")),
    };
    operators_in_words(&spell(text, width, Some((&decimal.0, &decimal.1))), lang)
}

/// The words of an operator (and of a parenthesis that groups operators).
#[derive(Clone, Copy)]
enum Word {
    And,
    Or,
    Xor,
    Not,
    Plus,
    Minus,
    ShiftLeft,
    ShiftRight,
    NotEqual,
    Equal,
    Less,
    Greater,
    LessOrEqual,
    GreaterOrEqual,
    LogicalAnd,
    LogicalOr,
    Open,
    Close,
    /// The `?` of `c ? a : b`.
    Then,
    /// Its `:`.
    Else,
}

impl Word {
    fn say(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (_, Word::And) => "AND",
            (_, Word::Or) => "OR",
            (_, Word::Xor) => "XOR",
            (_, Word::Not) => "NOT",
            (Lang::En, Word::Plus) => "plus",
            (Lang::En, Word::Minus) => "minus",
            (Lang::En, Word::ShiftLeft) => "shift left",
            (Lang::En, Word::ShiftRight) => "shift right",
            (Lang::En, Word::NotEqual) => "not equal to",
            (Lang::En, Word::Equal) => "equal to",
            (Lang::En, Word::Less) => "less than",
            (Lang::En, Word::Greater) => "greater than",
            (Lang::En, Word::LessOrEqual) => "less than or equal to",
            (Lang::En, Word::GreaterOrEqual) => "greater than or equal to",
            (Lang::Ja, Word::Equal) => "イコール",
            (Lang::Ja, Word::Less) => "小なり",
            (Lang::Ja, Word::Greater) => "大なり",
            (Lang::Ja, Word::LessOrEqual) => "小なりイコール",
            (Lang::Ja, Word::GreaterOrEqual) => "大なりイコール",
            (Lang::En, Word::LogicalAnd) => "and also",
            (Lang::Ja, Word::LogicalAnd) => "かつ",
            (Lang::En, Word::LogicalOr) => "or else",
            (Lang::Ja, Word::LogicalOr) => "または",
            (Lang::Ja, Word::NotEqual) => "ノットイコール",
            (Lang::En, Word::Open) => "open paren",
            (Lang::En, Word::Close) => "close paren",
            (Lang::Ja, Word::Plus) => "プラス",
            (Lang::Ja, Word::Minus) => "マイナス",
            (Lang::Ja, Word::ShiftLeft) => "左シフト",
            (Lang::Ja, Word::ShiftRight) => "右シフト",
            (Lang::Ja, Word::Open) => "かっこ",
            (Lang::Ja, Word::Close) => "かっことじ",
            (Lang::En, Word::Then) => "then",
            (Lang::Ja, Word::Then) => "ならば",
            (Lang::En, Word::Else) => "else",
            (Lang::Ja, Word::Else) => "でなければ",
        }
    }
}

/// Whether `c` is one of the operators' characters. (A match, not
/// `str::contains`: for the non-ASCII `−` that searches with core's
/// substring searcher, 1.7 KB of the app's wasm.)
fn is_operator(c: char) -> bool {
    matches!(
        c,
        '&' | '|' | '^' | '~' | '+' | '-' | '\u{2212}' | '<' | '>'
    )
}

/// The plain character of a superscript (`ⁿ`, `²`, `⁻`): an exponent.
fn superscript(c: char) -> Option<char> {
    Some(match c {
        'ⁿ' => 'n',
        '⁰' => '0',
        '¹' => '1',
        '²' => '2',
        '³' => '3',
        '⁴' => '4',
        '⁵' => '5',
        '⁶' => '6',
        '⁷' => '7',
        '⁸' => '8',
        '⁹' => '9',
        '⁻' => '-',
        _ => return None,
    })
}

/// A program's line that is no expression, said as what it is: a shell
/// command in a comment (`// $ cc -O2 a.c -o a && ./a 8`) as a command and
/// the one after it, an `#include <stdio.h>` as the header it includes.
/// `None` for any other line.
fn program_line(text: &str, lang: Lang) -> Option<String> {
    let en = lang == Lang::En;
    let mut out = String::new();
    if let Some(command) = text
        .strip_prefix("// $ ")
        .or_else(|| text.strip_prefix("# $ "))
    {
        out += if en { "command: " } else { "コマンド：" };
        // Split at each ` && ` by hand: `str::split` with a `&str` pattern
        // brings `str` indexing's panic path into the page's wasm
        // (`format::piece`).
        let mut rest = command;
        while let Some(at) = rest.as_bytes().windows(4).position(|w| w == b" && ") {
            out += piece(rest, ..at);
            out += if en { ", then " } else { "、続けて " };
            rest = piece(rest, at + 4..);
        }
        out += rest;
        return Some(out);
    }
    let header = text.strip_prefix("#include <")?.strip_suffix('>')?;
    out += if en {
        "include the header "
    } else {
        "ヘッダー "
    };
    out += header;
    if !en {
        out += " を取り込む";
    }
    Some(out)
}

/// The operator token at `i` that can be mentioned by name (`&&`, `||`,
/// `<<`, `>>`, `==`, `!=`, `&`, `|`, `^`, `~`, `-`, `−`, `+`, `!`).
fn operator_token(chars: &[char], i: usize) -> Option<&'static str> {
    let next = chars.get(i + 1).copied();
    Some(match (chars[i], next) {
        ('=', Some('=')) => "==",
        ('!', Some('=')) => "!=",
        ('&', Some('&')) => "&&",
        ('|', Some('|')) => "||",
        ('<', Some('<')) => "<<",
        ('>', Some('>')) => ">>",
        ('&', _) => "&",
        ('|', _) => "|",
        ('^', _) => "^",
        ('~', _) => "~",
        ('-', _) => "-",
        ('\u{2212}', _) => "\u{2212}",
        ('+', _) => "+",
        ('!', _) => "!",
        _ => return None,
    })
}

/// The name of a symbol (a token of [`operator_token`]), as a learner
/// would say the character to type it.
pub fn symbol_name(token: &str, lang: Lang) -> &'static str {
    let en = lang == Lang::En;
    match token {
        "==" if en => "double equals sign",
        "==" => "イコール2つ",
        "!=" if en => "not-equal sign",
        "!=" => "ノットイコール記号",
        "&&" if en => "two ampersands",
        "&&" => "アンパサンド2つ",
        "||" if en => "two vertical bars",
        "||" => "縦棒2つ",
        "<<" if en => "two less-than signs",
        "<<" => "小なり記号2つ",
        ">>" if en => "two greater-than signs",
        ">>" => "大なり記号2つ",
        "&" if en => "ampersand",
        "&" => "アンパサンド",
        "|" if en => "vertical bar",
        "|" => "縦棒",
        "^" if en => "caret",
        "^" => "キャレット",
        "~" if en => "tilde",
        "~" => "チルダ",
        "+" if en => "plus sign",
        "+" => "プラス記号",
        "!" if en => "exclamation mark",
        "!" => "感嘆符",
        _ if en => "minus sign",
        _ => "マイナス記号",
    }
}

/// Whether what is said so far ends with `name` and a space: the text names
/// the symbol that follows ("the vertical bar |").
fn named_before(out: &str, name: &str, lang: Lang) -> bool {
    let Some(head) = out.strip_suffix(' ') else {
        return false;
    };
    match lang {
        // The English names are lowercase ASCII; an ASCII comparison, as
        // `to_lowercase` brings `str` indexing's panic path into the page's
        // wasm (`format::piece`).
        Lang::En => head
            .len()
            .checked_sub(name.len())
            .and_then(|at| head.as_bytes().get(at..))
            .is_some_and(|tail| tail.eq_ignore_ascii_case(name.as_bytes())),
        Lang::Ja => head.ends_with(name),
    }
}

/// Whether the symbol at `i` (`len` characters) opens a sentence as its
/// subject: "| is OR", 「| は OR」.
fn subject(chars: &[char], i: usize, len: usize) -> bool {
    let before: String = chars[..i].iter().collect();
    let before = before.trim_end();
    let opens = before.is_empty() || before.ends_with(['.', '。', ':', '：', ';']);
    let after: String = chars[i + len..].iter().take(7).collect();
    opens
        && [" is ", " are ", " means ", " は "]
            .iter()
            .any(|w| after.starts_with(w))
}

/// The characters that start a symbol of a list of symbols ("use & | ^ ~
/// << >> - +"): three or more words in a row, each a symbol alone (a full
/// stop or comma may follow it). They are mentioned, not used.
fn listed_symbols(chars: &[char]) -> Vec<bool> {
    fn flush(run: &mut Vec<usize>, listed: &mut [bool]) {
        if run.len() >= 3 {
            for &s in run.iter() {
                listed[s] = true;
            }
        }
        run.clear();
    }
    let mut listed = vec![false; chars.len() + 1];
    let mut run: Vec<usize> = Vec::new();
    let mut start = 0;
    for end in (0..=chars.len()).filter(|&k| k == chars.len() || chars[k] == ' ') {
        let word = &chars[start..end];
        let core = word
            .iter()
            .rposition(|c| !matches!(c, '.' | ',' | '。' | '、'))
            .map_or(&word[..0], |k| &word[..=k]);
        let symbol = !core.is_empty()
            && operator_token(core, 0).is_some_and(|t| t.chars().count() == core.len());
        if symbol {
            run.push(start);
        } else {
            flush(&mut run, &mut listed);
        }
        // A word that ends in punctuation ends the list.
        if core.len() < word.len() {
            flush(&mut run, &mut listed);
        }
        start = end + 1;
    }
    flush(&mut run, &mut listed);
    listed
}

/// Whether the character at `i` stands alone between spaces (`n < 1`).
fn spaced(chars: &[char], i: usize) -> bool {
    i > 0 && chars[i - 1] == ' ' && chars.get(i + 1) == Some(&' ')
}

/// Whether the `-` at `i` stands between two one-character operands
/// (`n-1-c`, `x-1`): a minus, where a hyphen joins longer words
/// (`0-based`, `write-the-bits`).
fn between_single(chars: &[char], i: usize) -> bool {
    let before = chars[..i]
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_alphanumeric())
        .count();
    let after = chars[i + 1..]
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric())
        .count();
    before == 1 && after == 1
}

/// `text` with the bit operators of its expressions in words: `&` AND,
/// `|` OR, `^` XOR, `~` NOT, `<<` and `>>` shifts, `+`, `&&` and `||`,
/// the comparisons `==` (`===`), `!=` (`!==`), `<=`, `>=` and, between
/// spaces, `<` and `>`, and `-` (or
/// `−`) where it is a minus (at the start, after a space, `(`, `=` or an
/// operator, or between one-character operands as in `n-1-c`; a hyphen
/// joining words such as "0-based" stays), a spaced `c ? a : b`, and an
/// exponent written as a superscript (`nⁿ`: "n to the power n"). An ASCII pair
/// of parentheses is said only when it groups an operator (`(left|down)`),
/// not around a decimal (`1100 (12)`) nor around prose that states a value
/// (`(bitmap[4] = 0)`: a lone `=` groups nothing). A shell command and an
/// `#include` line are said as such ([`program_line`]). Everything else is
/// kept, and no word leaves a space before a comma or a full stop. The site's
/// one spoken form of these operators: the code panel, the equations, the
/// live regions and the bit rows' labels all say them through here.
pub fn operators_in_words(text: &str, lang: Lang) -> String {
    if let Some(said) = program_line(text, lang) {
        return said;
    }
    let chars: Vec<char> = text.chars().collect();
    // The parentheses that group operators.
    let mut said = vec![false; chars.len()];
    let mut open: Vec<usize> = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '(' => open.push(i),
            ')' => {
                if let Some(j) = open.pop() {
                    let inner = &chars[j + 1..i];
                    if inner.iter().enumerate().any(|(k, &c)| {
                        is_operator(c)
                            || c == '!'
                            || (c == '='
                                && (inner.get(k + 1) == Some(&'=') || k > 0 && inner[k - 1] == '='))
                    }) {
                        said[j] = true;
                        said[i] = true;
                    }
                }
            }
            _ => {}
        }
    }
    let listed = listed_symbols(&chars);
    let mut out = String::with_capacity(text.len() * 2);
    let mut i = 0;
    // A `?` said "then" waits for its `:`.
    let mut ternary = false;
    while i < chars.len() {
        let c = chars[i];
        if superscript(c).is_some() {
            let power: String = chars[i..].iter().map_while(|&c| superscript(c)).collect();
            i += power.chars().count();
            out += match lang {
                Lang::En => " to the power ",
                Lang::Ja => " の ",
            };
            out += &power;
            if lang == Lang::Ja {
                out += " 乗";
            }
            continue;
        }
        let next = chars.get(i + 1).copied();
        let before = i.checked_sub(1).map(|j| chars[j]);
        // A symbol mentioned, not used (named by the text, opening a
        // sentence as its subject, or in a list of symbols): said by its
        // name, the character kept for a braille display. "| is OR" is
        // "The vertical bar | is OR", not "OR is OR".
        if let Some(token) = operator_token(&chars, i) {
            let len = token.chars().count();
            let name = symbol_name(token, lang);
            if named_before(&out, name, lang) {
                // The text names it: "the vertical bar | is OR".
                out += token;
                i += len;
                continue;
            }
            if listed[i] || subject(&chars, i, len) {
                space_before(&mut out);
                // "The vertical bar | is OR"; in a list the names alone.
                let opens = out.trim_end().is_empty() || out.trim_end().ends_with(['.', ':']);
                if lang == Lang::En && !listed[i] {
                    out += if opens { "The " } else { "the " };
                }
                out += name;
                out.push(' ');
                out += token;
                i += len;
                // In a list, a comma before the next symbol.
                if chars.get(i) == Some(&' ') && listed[i + 1] {
                    out += if lang == Lang::En { "," } else { "、" };
                }
                continue;
            }
        }
        let word = match c {
            '<' if next == Some('<') => Some(Word::ShiftLeft),
            '>' if next == Some('>') => Some(Word::ShiftRight),
            '&' if next == Some('&') => Some(Word::LogicalAnd),
            '|' if next == Some('|') => Some(Word::LogicalOr),
            '&' => Some(Word::And),
            '|' => Some(Word::Or),
            '^' => Some(Word::Xor),
            '~' => Some(Word::Not),
            '+' => Some(Word::Plus),
            // JavaScript's strict `===` and `!==` are said as `==`, `!=`.
            '!' if next == Some('=') => Some(Word::NotEqual),
            '=' if next == Some('=') => Some(Word::Equal),
            '<' if next == Some('=') => Some(Word::LessOrEqual),
            '>' if next == Some('=') => Some(Word::GreaterOrEqual),
            // A lone `<` or `>` is a comparison between spaces (`n < 1`),
            // not a bracket (`Vec<String>`, `#include <stdio.h>`).
            '<' if spaced(&chars, i) => Some(Word::Less),
            '>' if spaced(&chars, i) => Some(Word::Greater),
            // `row--`: both minus (as `++` is both plus).
            '-' if next == Some('-') || before == Some('-') => Some(Word::Minus),
            '-' | '\u{2212}'
                if before.is_none_or(|b| {
                    b.is_whitespace() || matches!(b, '(' | '=') || is_operator(b)
                }) || between_single(&chars, i) =>
            {
                Some(Word::Minus)
            }
            '?' if spaced(&chars, i) => Some(Word::Then),
            ':' if ternary && spaced(&chars, i) => Some(Word::Else),
            '(' if said[i] => Some(Word::Open),
            ')' if said[i] => Some(Word::Close),
            _ => None,
        };
        match word {
            Some(w) => {
                ternary = match w {
                    Word::Then => true,
                    Word::Else => false,
                    _ => ternary,
                };
                space_before(&mut out);
                out += w.say(lang);
                out.push(' ');
                i += if matches!(
                    w,
                    Word::ShiftLeft
                        | Word::ShiftRight
                        | Word::NotEqual
                        | Word::Equal
                        | Word::LessOrEqual
                        | Word::GreaterOrEqual
                        | Word::LogicalAnd
                        | Word::LogicalOr
                ) {
                    2
                } else {
                    1
                };
                // `===` and `!==`: the third character is part of the word.
                if matches!(w, Word::Equal | Word::NotEqual) && chars.get(i) == Some(&'=') {
                    i += 1;
                }
                // A compound assignment (`^=`, `|=`, `&=`, `+=`, `-=`) keeps its `=`
                // with the word: "bitmap XOR= bit".
                if chars.get(i) == Some(&'=')
                    && matches!(
                        w,
                        Word::And | Word::Or | Word::Xor | Word::Plus | Word::Minus
                    )
                {
                    out.pop();
                    out.push('=');
                    out.push(' ');
                    i += 1;
                }
                // The text's own space after the operator is the one added;
                // a comma or a full stop follows the word at once.
                if chars.get(i) == Some(&' ') {
                    i += 1;
                } else if matches!(chars.get(i), Some(',' | '.')) {
                    out.pop();
                }
            }
            None => {
                out.push(c);
                i += 1;
            }
        }
    }
    let trimmed = out.trim_end_matches(' ');
    if trimmed.len() < out.len() && !text.ends_with(' ') {
        out.truncate(trimmed.len());
    }
    out
}

/// A space before a symbol's word, where the text has no break there
/// already: a space, or Japanese punctuation (Japanese has no space after
/// 「、」「。」「：」 or an opening bracket).
fn space_before(out: &mut String) {
    if !out.is_empty() && !out.ends_with([' ', '、', '。', '：', '！', '？', '「', '（', '『'])
    {
        out.push(' ');
    }
}

/// A symbol of the site's texts in words, for the ear (a screen reader says
/// its Unicode name, "north east arrow", or nothing): `None` for any other
/// character. An empty word: the symbol repeats what the sentence says.
pub fn symbol_word(c: char, lang: Lang) -> Option<&'static str> {
    Some(match (c, lang) {
        ('↗', Lang::En) => "up-right",
        ('↗', Lang::Ja) => "右上がりの",
        ('↘', Lang::En) => "down-right",
        ('↘', Lang::Ja) => "右下がりの",
        ('→', Lang::En) => "so:",
        ('→', Lang::Ja) => "なので",
        ('♛', Lang::En) => "a queen here",
        ('♛', Lang::Ja) => "ここにクイーン",
        ('✓', _) => "",
        _ => return None,
    })
}

/// `text` cut into pieces for the eye and the ear: each symbol of
/// [`symbol_word`] a piece `(symbol, Some(word))`, the text between them
/// `(text, None)`.
pub fn symbols_in_words(text: &str, lang: Lang) -> Vec<(String, Option<&'static str>)> {
    let mut out: Vec<(String, Option<&'static str>)> = Vec::new();
    for c in text.chars() {
        match symbol_word(c, lang) {
            Some(word) => out.push((c.to_string(), Some(word))),
            None => match out.last_mut() {
                Some((run, None)) => run.push(c),
                _ => out.push((c.to_string(), None)),
            },
        }
    }
    out
}

/// `text` with each binary value's digits apart. A binary value is a run of
/// `0`s and `1`s at least `width` long (and at least two: a single digit
/// sounds the same either way), not inside a word or a longer number; a
/// `0b` prefix is kept and its digits are spelled. On the site's boards a
/// binary row is `n` (or, shifted, `n + 1`) digits long, while a decimal
/// made of 0s and 1s that long (a step, a count) does not occur, so
/// `width` is the board's `n`.
pub fn spell_binary(text: &str, width: usize) -> String {
    spell(text, width, None)
}

/// [`spell_binary`], and where a spelled value is followed by its decimal
/// in parentheses (`0 0 0 0 1 (1)`, which the ear hears as six digits, the
/// parentheses unsaid), the decimal named after `pause`, its parentheses
/// dropped: `0 0 0 0 1, decimal 1`.
fn spell(text: &str, width: usize, decimal: Option<(&str, &str)>) -> String {
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
            // ` (12)` or `（12）` right after it.
            let after = &chars[i + run..];
            let space = usize::from(after.first() == Some(&' '));
            let open = after.get(space).copied();
            let number = after
                .iter()
                .skip(space + 1)
                .take_while(|c| c.is_ascii_digit())
                .count();
            let close = after.get(space + 1 + number).copied();
            if let (Some((pause, word)), true) = (
                decimal,
                number > 0
                    && matches!(
                        (open, close),
                        (Some('('), Some(')')) | (Some('（'), Some('）'))
                    ),
            ) {
                out += pause;
                out += word;
                out.push(' ');
                out.extend(&after[space + 1..space + 1 + number]);
                i += run + space + 1 + number + 1;
                continue;
            }
        } else {
            out.extend(digits);
        }
        i += run;
    }
    out
}

/// For tests: the symbols of `shown` that its spoken form `said` loses
/// where the text mentions them rather than uses them ("| is OR" said
/// "OR is OR", "a single &." said "a single AND."): each symbol followed
/// by " is ", " are ", 「 は 」 or a full stop must reach the ear by its name
/// ([`symbol_name`]), and no operator's word is said as the subject of its
/// own definition.
#[cfg(test)]
pub(crate) fn lost_symbols(shown: &str, said: &str, lang: Lang) -> Vec<String> {
    let mut lost = Vec::new();
    let words = [
        "AND",
        "OR",
        "XOR",
        "NOT",
        "shift left",
        "shift right",
        "左シフト",
        "右シフト",
    ];
    for w in words {
        for bad in [
            format!("{w} is {w}"),
            format!("{w} は {w}"),
            format!("{w} are {w}"),
            format!("single {w}."),
            format!("{w} を1つだけ"),
        ] {
            if said.contains(&bad) {
                lost.push(bad);
            }
        }
    }
    let chars: Vec<char> = shown.chars().collect();
    for i in 0..chars.len() {
        let Some(token) = operator_token(&chars, i) else {
            continue;
        };
        // The second character of a pair is no token of its own.
        if i > 0 && operator_token(&chars, i - 1).is_some_and(|t| t.chars().count() == 2) {
            continue;
        }
        let after: String = chars[i + token.chars().count()..].iter().take(8).collect();
        let mentioned = [" is ", " are ", " は ", ".", "。", " を1つ", " です"]
            .iter()
            .any(|w| after.starts_with(w));
        let name = format!("{} {token}", symbol_name(token, lang));
        if mentioned && !said.to_lowercase().contains(&name.to_lowercase()) {
            lost.push(format!("{token}{after}"));
        }
    }
    lost
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

    #[test]
    fn operators_are_said_in_words() {
        assert_eq!(
            for_ear("bitmap = mask & ~(left|down|right) = 1111 & ~0011 = 1100 (12).", 4, Lang::En),
            "bitmap = mask AND NOT open paren left OR down OR right close paren = 1 1 1 1 AND NOT 0 0 1 1 = 1 1 0 0, decimal 12."
        );
        assert_eq!(
            for_ear("bit = bitmap & -bitmap", 4, Lang::En),
            "bit = bitmap AND minus bitmap"
        );
        assert_eq!(
            for_ear("left = (left | bit) << 1, right >> 1, a ^ b + c", 4, Lang::En),
            "left = open paren left OR bit close paren shift left 1, right shift right 1, a XOR b plus c"
        );
        assert_eq!(
            for_ear("候補は bitmap = mask & ~(left|down|right) = 1100（12）です。", 4, Lang::Ja),
            "候補は bitmap = mask AND NOT かっこ left OR down OR right かっことじ = 1 1 0 0、10進数で 12です。"
        );
        // The decimal is named by the word the screen shows.
        for lang in [Lang::En, Lang::Ja] {
            let said = for_ear("1100 (12)", 4, lang);
            assert!(said.contains(crate::texts::DECIMAL.get(lang)), "{said}");
            assert!(!said.contains("十進数"), "{said}");
        }
        assert_eq!(
            for_ear("(1 << n) − 1, ~7 is −8", 4, Lang::Ja),
            "かっこ 1 左シフト n かっことじ マイナス 1, NOT 7 is マイナス 8"
        );
        // A hyphen in a word, a decimal in parentheses and a bracket stay.
        assert_eq!(
            operators_in_words(
                "0-based, write-the-bits (2) Vec<String> <stdio.h>",
                Lang::En
            ),
            "0-based, write-the-bits (2) Vec<String> <stdio.h>"
        );
        // Compound assignments, a comparison, a formula with one-letter
        // operands.
        assert_eq!(
            operators_in_words(
                "bitmap ^= bit; down |= bit; while bitmap != 0: bit n-1-c",
                Lang::En
            ),
            "bitmap XOR= bit; down OR= bit; while bitmap not equal to 0: bit n minus 1 minus c"
        );
        // A decimal in parentheses after a spelled value is named; after a
        // word it is not.
        assert_eq!(
            for_ear("bit = 00001 (1), row (2), 00001（1）", 5, Lang::En),
            "bit = 0 0 0 0 1, decimal 1, row (2), 0 0 0 0 1, decimal 1"
        );
        // No parenthesis left to read after the pause, in either language
        // (a row's value in a status: 「…、（10進数で 0）」 read clumsily).
        assert_eq!(
            for_ear("bit：00000 → 00100（4）。", 5, Lang::Ja),
            "bit：0 0 0 0 0 → 0 0 1 0 0、10進数で 4。"
        );
        assert_eq!(
            for_ear("(bitmap = 00000 (0))", 5, Lang::En),
            "(bitmap = 0 0 0 0 0, decimal 0)"
        );
        // A program's lines.
        assert_eq!(
            operators_in_words(
                "if (n < 1 || n > 16 && ok) { row -= 1; total += 1 }",
                Lang::En
            ),
            "if open paren n less than 1 or else n greater than 16 and also ok close paren { row minus= 1; total plus= 1 }"
        );
        // A decrement and an increment.
        assert_eq!(
            operators_in_words("row--; solutions++;", Lang::En),
            "row minus minus ; solutions plus plus ;"
        );
        // A learner's unfinished expression.
        assert_eq!(
            operators_in_words("bitmap & -", Lang::En),
            "bitmap AND minus"
        );
        assert_eq!(operators_in_words("", Lang::En), "");
    }

    #[test]
    fn a_symbol_the_text_names_is_said_by_its_name() {
        // Opening a sentence as its subject: named, not "OR is OR".
        let en = operators_in_words("| is OR: 1000 | 0110 = 1110.", Lang::En);
        assert_eq!(en, "The vertical bar | is OR: 1000 OR 0110 = 1110.");
        let ja = operators_in_words("| は OR（または）です。1000 | 0110", Lang::Ja);
        assert_eq!(ja, "縦棒 | は OR（または）です。1000 OR 0110");
        assert_eq!(
            operators_in_words("Columns taken. | is OR.", Lang::En),
            "Columns taken. The vertical bar | is OR."
        );
        // Named by the text: the character stays, said once.
        assert_eq!(
            operators_in_words("The vertical bar | is OR: a | b", Lang::En),
            "The vertical bar | is OR: a OR b"
        );
        // Whatever the case of the name's letters.
        assert_eq!(
            operators_in_words("Two Ampersands && join: a && b", Lang::En),
            "Two Ampersands && join: a and also b"
        );
        assert_eq!(
            operators_in_words(
                "縦棒 | は OR です。チルダ ~ は NOT、マイナス記号 - は",
                Lang::Ja
            ),
            "縦棒 | は OR です。チルダ ~ は NOT、マイナス記号 - は"
        );
        assert_eq!(
            operators_in_words(
                "is a single ampersand &. Two less-than signs << shift: x << 1",
                Lang::En
            ),
            "is a single ampersand &. Two less-than signs << shift: x shift left 1"
        );
        // A list of symbols is a list of names.
        assert_eq!(
            operators_in_words("use & | ^ ~ << >> - + and parentheses", Lang::En),
            "use ampersand &, vertical bar |, caret ^, tilde ~, two less-than signs <<, \
             two greater-than signs >>, minus sign -, plus sign + and parentheses"
        );
        assert_eq!(
            operators_in_words("使うのは & | ^ だけです。", Lang::Ja),
            "使うのは アンパサンド &、 縦棒 |、 キャレット ^ だけです。"
        );
        assert_eq!(
            operators_in_words("needs only & | ^ ~ << >> - +.", Lang::En),
            "needs only ampersand &, vertical bar |, caret ^, tilde ~, two less-than signs <<, \
             two greater-than signs >>, minus sign -, plus sign +."
        );
        // A use keeps its word, and so does an operator not at the start.
        assert_eq!(operators_in_words("| right", Lang::En), "OR right");
        assert_eq!(operators_in_words("a | is", Lang::En), "a OR is");
        assert_eq!(operators_in_words("x & -x", Lang::En), "x AND minus x");
        assert_eq!(operators_in_words("a & b | c", Lang::En), "a AND b OR c");
        // Only "is" or 「は」 make the subject: not " i " nor " はs".
        assert_eq!(operators_in_words("| i j", Lang::En), "OR i j");
    }

    #[test]
    fn a_superscript_is_said_as_a_power_not_a_xor() {
        // The lab's brute force: "n^n" must not be heard as "n XOR n".
        let en = "all nⁿ placements are generated (nⁿ of them).";
        assert_eq!(
            operators_in_words(en, Lang::En),
            "all n to the power n placements are generated (n to the power n of them)."
        );
        assert_eq!(
            operators_in_words("nⁿ 通りの配置（nⁿ 個）", Lang::Ja),
            "n の n 乗 通りの配置（n の n 乗 個）"
        );
        assert_eq!(
            for_ear("n + n² + … + nⁿ, 10¹⁷", 4, Lang::En),
            "n plus n to the power 2 plus … plus n to the power n, 10 to the power 17"
        );
        // The texts that name a power write it as one.
        use crate::domain::lab::model::LabMethod;
        use crate::domain::lab::texts::method_how;
        use solver::methods::Method;
        for lang in [Lang::En, Lang::Ja] {
            let how = method_how(lang, LabMethod::Plain(Method::BruteForce));
            assert!(!how.contains('^') && how.contains("nⁿ"), "{how}");
            assert!(!for_ear(&how, 8, lang).contains("XOR"), "{how}");
        }
    }

    #[test]
    fn prose_parentheses_and_program_lines_are_said_naturally() {
        // A value stated in brackets is no grouping: no "open paren", and no
        // space left before the comma.
        assert_eq!(
            for_ear(
                "Row 4 has no candidate left (bitmap[4] = 0), so the search returns.",
                8,
                Lang::En
            ),
            "Row 4 has no candidate left (bitmap[4] = 0), so the search returns."
        );
        assert_eq!(
            operators_in_words("(a | b), (a == b).", Lang::En),
            "open paren a OR b close paren, open paren a equal to b close paren."
        );
        // A shell command is said as a command, not symbol by symbol.
        assert_eq!(
            operators_in_words(
                "// $ cc -O2 bitmap_nr.c -o bitmap_nr && ./bitmap_nr 8",
                Lang::En
            ),
            "command: cc -O2 bitmap_nr.c -o bitmap_nr, then ./bitmap_nr 8"
        );
        assert_eq!(
            operators_in_words("// $ rustc -O bitmap_nr.rs && ./bitmap_nr 8", Lang::Ja),
            "コマンド：rustc -O bitmap_nr.rs、続けて ./bitmap_nr 8"
        );
        assert_eq!(
            operators_in_words("# $ python3 bitmap_nr.py 8", Lang::En),
            "command: python3 bitmap_nr.py 8"
        );
        // A header and a conditional expression.
        assert_eq!(
            operators_in_words("#include <stdio.h>", Lang::En),
            "include the header stdio.h"
        );
        assert_eq!(
            operators_in_words("int n = argc > 1 ? atoi(argv[1]) : 8;", Lang::En),
            "int n = argc greater than 1 then atoi(argv[1]) else 8;"
        );
        assert_eq!(
            operators_in_words("int n = argc > 1 ? atoi(argv[1]) : 8;", Lang::Ja),
            "int n = argc 大なり 1 ならば atoi(argv[1]) でなければ 8;"
        );
        // A colon with no `?` before it stays.
        assert_eq!(operators_in_words("a : b", Lang::En), "a : b");
        // No line of the four programs keeps `? :`, `<stdio.h>` or a raw `&&`.
        use crate::domain::stepper::code::{listing, CodeLang};
        for code in [CodeLang::C, CodeLang::Python, CodeLang::Js, CodeLang::Rust] {
            for lang in [Lang::En, Lang::Ja] {
                for line in listing(code, lang) {
                    let said = operators_in_words(line.text.trim_start(), lang);
                    for raw in [" ? ", "<stdio.h>", " minus O", "and also ./"] {
                        assert!(!said.contains(raw), "{code:?}: {:?} -> {said:?}", line.text);
                    }
                }
            }
        }
    }

    #[test]
    fn symbols_are_cut_out_with_their_words() {
        assert_eq!(
            symbols_in_words("✓ all false → ♛", Lang::En),
            [
                ("✓".to_string(), Some("")),
                (" all false ".to_string(), None),
                ("→".to_string(), Some("so:")),
                (" ".to_string(), None),
                ("♛".to_string(), Some("a queen here")),
            ]
        );
        assert_eq!(
            symbols_in_words("up[r+c]: ↗ diagonal", Lang::Ja)[1],
            ("↗".to_string(), Some("右上がりの"))
        );
        assert_eq!(
            symbols_in_words("plain", Lang::En),
            [("plain".to_string(), None)]
        );
    }

    #[test]
    fn comparisons_and_parentheses_are_said_one_way_in_every_program() {
        // The same comparison in the four programs, said alike.
        assert_eq!(
            operators_in_words("while (row >= 0) {", Lang::En),
            "while open paren row greater than or equal to 0 close paren {"
        );
        assert_eq!(
            operators_in_words("while row >= 0:", Lang::En),
            "while row greater than or equal to 0:"
        );
        assert_eq!(
            operators_in_words("if (row === n - 1) {", Lang::En),
            operators_in_words("if (row == n - 1) {", Lang::En)
        );
        assert_eq!(
            operators_in_words("if (bitmap[row] !== 0) {", Lang::En),
            "if open paren bitmap[row] not equal to 0 close paren {"
        );
        assert_eq!(
            operators_in_words("if not 1 <= n <= 16:", Lang::Ja),
            "if not 1 小なりイコール n 小なりイコール 16:"
        );
        // No space after Japanese punctuation.
        assert_eq!(
            operators_in_words(
                "1列左へずれるので、(left | bit) << 1 と書きます。",
                Lang::Ja
            ),
            "1列左へずれるので、かっこ left OR bit かっことじ 左シフト 1 と書きます。"
        );
        assert_eq!(operators_in_words("組：~a。", Lang::Ja), "組：NOT a。");
        assert_eq!(
            operators_in_words("if (n < 1 || n > MAX_N) {", Lang::Ja),
            "if かっこ n 小なり 1 または n 大なり MAX_N かっことじ {"
        );
        // Every line of every program: no operator left to a screen
        // reader's punctuation level.
        use crate::domain::stepper::code::{listing, CodeLang};
        let raw = [
            "==", "!=", ">=", "<=", " < ", " > ", "&&", "||", "&", "|", "~", "^", "<<", ">>",
        ];
        for code in [CodeLang::C, CodeLang::Python, CodeLang::Js, CodeLang::Rust] {
            for lang in [Lang::En, Lang::Ja] {
                for line in listing(code, lang) {
                    let said = operators_in_words(line.text.trim_start(), lang);
                    for op in raw {
                        // A comment's `//`, a string's `"--trace"` and an
                        // `#include <...>` are no operators.
                        assert!(!said.contains(op), "{code:?}: {:?} -> {said:?}", line.text);
                    }
                }
            }
        }
    }
}
