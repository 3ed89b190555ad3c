//! The site checks its own arithmetic. Every `a = b = c` the site shows
//! about a moment of the search (the step's equations on the stepper, the
//! embed, presenter mode, the figure and the exercises' feedback; the
//! narration and the announced line; the lesson's and the exercises' texts)
//! is read back here, each segment evaluated with the site's own expression
//! evaluator ([`crate::domain::expr`], the write tab's) on the values of that
//! moment, and every segment must equal the next.
//!
//! How a text is read, as a learner would read it:
//! - a chain is a run of `=`-separated segments of the expression language
//!   (the search's names, numbers, `| & ^ ~ - + << >>`, parentheses) inside
//!   the prose; a binary value is a run of `0`/`1` with `n` digits (`n + 1`
//!   for a value shifted left, its extra digit the bit that falls off), and
//!   a decimal in brackets after a value, `110100 (52)`, must be its value;
//! - `name[k]` is row `k`'s entry on the stack, `row` the current row (`-1`
//!   once the search has ended);
//! - a chain whose first segment is a bare name and whose next segment uses
//!   a name is an assignment, as in the code: the name is its value after the
//!   step, the names on the right are read as the code reads them (the values
//!   before the step, with the names the step assigns before this one
//!   already assigned);
//! - any other chain is a statement about what the screen shows now.

use crate::domain::expr::{self, ByName, Env, Name};
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::rows::names_of;
use solver::Stepper;

/// The values a moment's texts may speak of, as a reader reads them.
pub struct Reading<'a> {
    s: &'a Stepper,
    /// What the screen shows: the current row's values.
    shown: Env,
    /// The values before the step's code ran (`bit`: the queen it uses).
    before: Env,
    /// The names the step's code assigns, in its order, with their values
    /// after the step.
    assigned: Vec<(Name, u32)>,
}

impl<'a> Reading<'a> {
    pub fn of(s: &'a Stepper) -> Reading<'a> {
        let shown = names_of(s.current_bits());
        let (before, assigned) = match Detail::of(s) {
            Detail::Start { mask } => (shown, vec![(Name::Mask, mask), (Name::Bitmap, mask)]),
            Detail::Place {
                before, bit, after, ..
            } => (
                Env {
                    bitmap: before,
                    bit: 0,
                    ..shown
                },
                vec![(Name::Bit, bit), (Name::Bitmap, after)],
            ),
            Detail::Descend { parent, bits, .. } => (
                names_of(parent),
                vec![
                    (Name::Left, bits.left),
                    (Name::Down, bits.down),
                    (Name::Right, bits.right),
                    (Name::Bitmap, bits.bitmap),
                ],
            ),
            Detail::Backtrack { .. } => (shown, Vec::new()),
        };
        Reading {
            s,
            shown,
            before,
            assigned,
        }
    }

    /// The environment in which the code computes `name`: the values before
    /// the step, with the names assigned before `name` already assigned.
    fn env_for(&self, name: Name) -> Env {
        let mut env = self.before;
        for &(n, v) in self.assigned.iter().take_while(|(n, _)| *n != name) {
            env.set(n, v);
        }
        env
    }

    /// `name`'s value after the step (its value on the screen when the step
    /// does not assign it).
    fn after(&self, name: Name) -> u32 {
        self.assigned
            .iter()
            .find(|(n, _)| *n == name)
            .map_or_else(|| self.shown.get(name), |&(_, v)| v)
    }
}

fn name_of(word: &str) -> Option<Name> {
    Name::ALL.into_iter().find(|n| n.as_str() == word)
}

/// Whether every word of letters in `token` is a name of the search.
fn is_expression(token: &str) -> bool {
    token
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .all(|w| w == "row" || name_of(w).is_some())
        && token.chars().all(allowed)
}

fn allowed(c: char) -> bool {
    c.is_ascii_alphanumeric() || " |&^~()<>+-[]=".contains(c)
}

/// One chain found in a text.
#[derive(Debug)]
pub struct Chain {
    pub segments: Vec<String>,
    /// The decimal written in brackets after the last value, if any.
    pub decimal: Option<u32>,
}

/// Drops what lies outside the brackets that were open where the chain was
/// cut out of the prose: "candidate left (bitmap[5]" is "bitmap[5]", "0):" is "0".
fn balance(seg: &str, first: bool) -> String {
    let t = seg.trim();
    let mut depth = 0i32;
    if first {
        // From the right: the last `(` never closed ends what is dropped.
        let mut cut = 0;
        for (i, c) in t.char_indices().rev() {
            match c {
                ')' => depth += 1,
                '(' if depth == 0 => {
                    cut = i + 1;
                    break;
                }
                '(' => depth -= 1,
                _ => {}
            }
        }
        t[cut..].trim().to_string()
    } else {
        let mut cut = t.len();
        for (i, c) in t.char_indices() {
            match c {
                '(' => depth += 1,
                ')' if depth == 0 => {
                    cut = i;
                    break;
                }
                ')' => depth -= 1,
                _ => {}
            }
        }
        t[..cut].trim().to_string()
    }
}

/// Every chain `a = b = …` in `text`.
pub fn chains(text: &str) -> Vec<Chain> {
    let mut out = Vec::new();
    for run in text.split(|c: char| !allowed(c)) {
        if !run.contains(" = ") {
            continue;
        }
        let parts: Vec<&str> = run.split(" = ").collect();
        let last = parts.len() - 1;
        let mut segments = Vec::new();
        let mut decimal = None;
        for (i, part) in parts.iter().enumerate() {
            let tokens: Vec<&str> = part.split_whitespace().collect();
            let kept: Vec<&str> = if i == 0 {
                let from = tokens
                    .iter()
                    .rposition(|t| !is_expression(t))
                    .map_or(0, |p| p + 1);
                tokens[from..].to_vec()
            } else if i == last {
                let to = tokens
                    .iter()
                    .position(|t| !is_expression(t))
                    .unwrap_or(tokens.len());
                let mut kept = tokens[..to].to_vec();
                // `110100 (52)`: the value and its decimal.
                if let [.., _, dec] = kept[..] {
                    if let Some(d) = dec
                        .strip_prefix('(')
                        .and_then(|d| d.strip_suffix(')'))
                        .and_then(|d| d.parse::<u32>().ok())
                    {
                        decimal = Some(d);
                        kept.pop();
                    }
                }
                kept
            } else {
                tokens
            };
            segments.push(balance(&kept.join(" "), i == 0));
        }
        if segments.len() >= 2 && segments.iter().all(|s| !s.is_empty()) {
            out.push(Chain { segments, decimal });
        }
    }
    out
}

/// `binary (decimal)` inside a segment: checks each decimal against the
/// value before it, and leaves the value alone.
fn strip_decimals(seg: &str, n: usize) -> Result<String, String> {
    let mut kept: Vec<&str> = Vec::new();
    for token in seg.split(' ') {
        let decimal = token
            .strip_prefix('(')
            .and_then(|t| t.strip_suffix(')'))
            .filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()));
        let Some(d) = decimal else {
            kept.push(token);
            continue;
        };
        let prev = kept.last().copied().unwrap_or("");
        let digits: String = prev
            .chars()
            .rev()
            .take_while(|c| *c == '0' || *c == '1')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if digits.len() != n && digits.len() != n + 1 {
            kept.push(token);
            continue;
        }
        let v = u32::from_str_radix(&digits, 2).map_err(|e| e.to_string())?;
        if d.parse::<u32>().ok() != Some(v) {
            return Err(format!("{digits} written as ({d})"));
        }
    }
    Ok(kept.join(" "))
}

/// The value of one segment at moment `m`, in `env`.
fn value(seg: &str, m: &Reading, env: &Env) -> Result<u32, String> {
    let n = m.s.n();
    let seg = &strip_decimals(seg, n)?;
    // `name[k]`: row k's entry on the stack.
    let mut text = String::new();
    let mut rest = seg.as_str();
    while let Some(open) = rest.find('[') {
        let close = rest[open..].find(']').ok_or("unclosed [")? + open;
        let word_start = rest[..open]
            .rfind(|c: char| !c.is_ascii_alphabetic())
            .map_or(0, |p| p + 1);
        let name = name_of(&rest[word_start..open]).ok_or("an index on a name that is no row")?;
        let k: usize = rest[open + 1..close].parse().map_err(|_| "a bad index")?;
        let entry = names_of(m.s.row_bits(k));
        text += &rest[..word_start];
        text += &entry.get(name).to_string();
        rest = &rest[close + 1..];
    }
    text += rest;
    // `row`, and the binary values (n or n + 1 digits).
    let row = m.s.row().map_or(u32::MAX, |r| r as u32);
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let binary =
            word.chars().all(|c| c == '0' || c == '1') && (word.len() == n || word.len() == n + 1);
        if word == "row" {
            *out += &row.to_string();
        } else if binary {
            *out += &format!("0b{word}");
        } else {
            *out += word;
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    let e = expr::parse(&out).map_err(|e| format!("cannot read {out:?}: {e:?}"))?;
    e.eval(env)
        .map_err(|e| format!("cannot evaluate {out:?}: {e:?}"))
}

/// Checks every chain of `text` at moment `m`; the number of chains read, or
/// what is false.
pub fn check(text: &str, m: &Reading) -> Result<usize, String> {
    let found = chains(text);
    for chain in &found {
        let segs = &chain.segments;
        let assigned = name_of(&segs[0]).filter(|_| {
            segs[1]
                .split(|c: char| !c.is_ascii_alphabetic())
                .any(|w| name_of(w).is_some())
        });
        let values: Vec<u32> = match assigned {
            Some(name) => {
                let env = m.env_for(name);
                let mut v = vec![m.after(name)];
                for seg in &segs[1..] {
                    v.push(value(seg, m, &env)?);
                }
                v
            }
            None => segs
                .iter()
                .map(|seg| value(seg, m, &m.shown))
                .collect::<Result<_, _>>()?,
        };
        if let Some(w) = values.windows(2).position(|w| w[0] != w[1]) {
            return Err(format!(
                "{:?} = {} but {:?} = {} in {text:?}",
                segs[w],
                values[w],
                segs[w + 1],
                values[w + 1]
            ));
        }
        if let Some(d) = chain.decimal {
            let last = *values.last().unwrap();
            if d != last {
                return Err(format!("({d}) written after a value of {last} in {text:?}"));
            }
        }
    }
    Ok(found.len())
}

/// What a sentence says the search does at a step still to come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    Place,
    Descend,
    Backtrack,
}

/// A sentence that says what the search does next: what, and the rows it
/// names.
#[derive(Debug, PartialEq, Eq)]
pub struct NextClaim {
    pub sentence: String,
    pub next: Next,
    pub rows: Vec<usize>,
}

/// The words that make a sentence speak of a step still to come (in the
/// site's two languages), and those that say what that step does: a
/// backtrack, a queen placed, a step down (looked for in that order).
const FUTURE: [&str; 11] = [
    "next step",
    "then",
    "goes on with the next",
    "goes back again",
    "before the search goes down",
    "move together to row",
    "次のステップ",
    "そのあと",
    "次の候補",
    "下の行へ進む前",
    "いっしょに行",
];
const BACK: [&str; 4] = ["back", "戻", "バックトラック", "後戻り"];
const PLACE: [&str; 8] = [
    "places",
    "tries",
    "next one",
    "next candidate",
    "置き",
    "候補を試",
    "候補へ進",
    "クイーンを置",
];
const DOWN: [&str; 5] = ["down", "move", "下の行", "へ移", "進み"];

/// The rows a sentence names: `row 3`, `Row 3`, `行 3`.
fn rows_named(sentence: &str) -> Vec<usize> {
    let mut rows = Vec::new();
    for word in ["row ", "Row ", "行 "] {
        for (i, _) in sentence.match_indices(word) {
            let digits: String = sentence[i + word.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if let Ok(r) = digits.parse() {
                rows.push(r);
            }
        }
    }
    rows
}

/// Every sentence of `text` that says what the search does next, in order.
/// Each speaks of one step, the one after the step the sentence before it
/// spoke of ("the next step goes back again", 「次のステップでさらに戻ります」).
pub fn next_claims(text: &str) -> Vec<NextClaim> {
    let has = |s: &str, words: &[&str]| {
        let lower = s.to_lowercase();
        words.iter().any(|w| {
            if *w == "then" {
                lower
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .any(|word| word == "then")
            } else {
                lower.contains(w)
            }
        })
    };
    // A paragraph ends its last sentence (the lesson's texts set their
    // paragraphs apart by a blank line).
    text.split("\n\n")
        .flat_map(|p| p.split_inclusive(['。', '!', '?', '！', '？']))
        .flat_map(|s| s.split_inclusive(". "))
        .filter(|s| has(s, &FUTURE))
        .filter_map(|s| {
            let next = if has(s, &BACK) {
                Next::Backtrack
            } else if has(s, &PLACE) {
                Next::Place
            } else if has(s, &DOWN) {
                Next::Descend
            } else {
                return None;
            };
            Some(NextClaim {
                sentence: s.trim().to_string(),
                next,
                rows: rows_named(s),
            })
        })
        .collect()
}

/// Checks every sentence of `text` that says what the search does next
/// against the solver's own next events from the moment `s`: each such
/// sentence must name the kind of the next event (after those the sentences
/// before it spoke of), and only rows that event leaves or reaches. The
/// number of such sentences read, or what is false.
pub fn check_next(text: &str, s: &Stepper) -> Result<usize, String> {
    let claims = next_claims(text);
    let mut t = s.clone();
    for claim in &claims {
        let Some(event) = t.next() else {
            return Err(format!("{:?}: the search has ended", claim.sentence));
        };
        let (next, rows) = match event {
            solver::Event::Place { row, .. } => (Next::Place, vec![row]),
            solver::Event::Descend { row } => (Next::Descend, vec![row.saturating_sub(1), row]),
            solver::Event::Backtrack { row } => (Next::Backtrack, vec![row, row.saturating_sub(1)]),
        };
        if next != claim.next || claim.rows.iter().any(|r| !rows.contains(r)) {
            return Err(format!(
                "{:?} says {:?} (rows {:?}), but the step after is {event:?} (n = {}, step {})",
                claim.sentence,
                claim.next,
                claim.rows,
                s.n(),
                t.counters().steps
            ));
        }
    }
    Ok(claims.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::learn::{lesson, quiz, texts as learn_texts};
    use crate::domain::stepper::{moment, texts};
    use crate::i18n::Lang;
    use solver::Timeline;

    const LANGS: [Lang; 2] = [Lang::En, Lang::Ja];

    /// Every text the stepper's surfaces show at the moment `s`: the
    /// equations (stepper, embed, presenter, figure, print, the exercises'
    /// feedback), the narration, the announced line and the board's sentence.
    fn stepper_texts(s: &Stepper) -> Vec<(String, bool)> {
        let n = s.n();
        let d = Detail::of(s);
        let mut out: Vec<(String, bool)> = d.equations(n).into_iter().map(|e| (e, true)).collect();
        for lang in LANGS {
            let found = s.counters().solutions;
            out.push((texts::step_meaning(lang, &d, n, found), false));
            out.push((texts::event_line(lang, s), false));
            out.push((moment::Moment::of(s).summary(lang), false));
        }
        out
    }

    fn check_all(s: &Stepper) {
        let m = Reading::of(s);
        for (text, is_equation) in stepper_texts(s) {
            let read = check(&text, &m)
                .unwrap_or_else(|e| panic!("n = {}, step {}: {e}", s.n(), s.counters().steps));
            // An equation line the reader cannot find would pass unread.
            assert!(!is_equation || read >= 1, "unread: {text}");
            check_next(&text, s).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    #[test]
    fn every_equation_and_sentence_of_every_step_is_true_for_small_boards() {
        for n in 1..=8 {
            let mut s = Stepper::new(n);
            loop {
                check_all(&s);
                if s.next().is_none() {
                    break;
                }
            }
        }
    }

    #[test]
    fn a_sample_of_steps_of_larger_boards_is_true() {
        for n in 9..=12 {
            let total = Timeline::new(n).total_steps();
            for i in 0..300u64 {
                let k = i * 7919 % total;
                check_all(&Timeline::new(n).seek(k));
            }
        }
    }

    #[test]
    fn the_lessons_texts_are_true() {
        for stop in lesson::stops() {
            let s = Timeline::new(stop.n).seek(stop.step);
            let m = Reading::of(&s);
            for lang in LANGS {
                let body = learn_texts::stop_body(lang, stop.topic, &s);
                check(&body, &m).unwrap_or_else(|e| panic!("stop {:?}: {e}", stop.topic));
                let said = check_next(&body, &s)
                    .unwrap_or_else(|e| panic!("stop {:?}, {lang:?}: {e}", stop.topic));
                // The stops that say what the search does next are read.
                let at_least = match stop.topic {
                    // Back to row 3, row 2 and row 1, then a queen placed.
                    lesson::Topic::Backtrack => 4,
                    lesson::Topic::Down
                    | lesson::Topic::NextRow
                    | lesson::Topic::Stack
                    | lesson::Topic::DeadEnd => 1,
                    _ => 0,
                };
                assert!(
                    said >= at_least,
                    "stop {:?}, {lang:?}: {said} sentences about what comes next read in {body}",
                    stop.topic
                );
            }
        }
    }

    /// The reader of what comes next catches what the lesson once said at
    /// stop 14 (n = 5, step 9): back to row 3, "and then tries that row's
    /// next candidate", where row 3 has none left and the search goes back
    /// again, to row 2 and row 1.
    #[test]
    fn the_reader_catches_a_false_next_step() {
        let s = Timeline::new(5).seek(9);
        let old_en = "A solution is complete, but the search is not over: it goes on to find the others. Row 4 has bitmap = 00000 (0): no candidate is left. So the next step is a Backtrack: the queen of row 4 is lifted, and the search goes back to row 3 and lifts that row's queen too, since everything below it has been tried. That row then tries its next candidate.";
        let old_ja = "解が1つできましたが、探索は終わりではありません。ほかの解も見つけるために続けます。行 4 は bitmap = 00000 (0) で、候補が残っていません。そこで次のステップでバックトラックします。行 4 のクイーンを取り除き、行 3 に戻って、その行のクイーンも取り除きます。その下はすべて試し終えたからです。そのあと、その行の次の候補を試します。";
        for old in [old_en, old_ja] {
            let claims = next_claims(old);
            assert_eq!(claims.len(), 2, "{claims:?}");
            assert_eq!(
                (claims[0].next, claims[1].next),
                (Next::Backtrack, Next::Place)
            );
            assert!(check_next(old, &s).is_err(), "{old}");
        }
        // One step off, a true sentence is false: at step 10 the next step
        // goes back again, from row 3.
        let again =
            "Row 3 has no candidate left either (bitmap = 00000): the next step goes back again.";
        assert_eq!(check_next(again, &Timeline::new(5).seek(10)), Ok(1));
        assert!(check_next(again, &Timeline::new(5).seek(12)).is_err());
        // A row the step does not reach.
        assert!(check_next("So the next step goes back to row 1.", &s).is_err());
        // Prose about the present is not read.
        assert_eq!(check_next("Row 4 was the last row.", &s), Ok(0));
    }

    #[test]
    fn the_exercises_texts_are_true() {
        for (level, _) in quiz::LEVELS.iter().enumerate() {
            for kind in quiz::Kind::ALL {
                for index in 0..20 {
                    let q = quiz::question(3, index, kind, level);
                    let m = Reading::of(&q.after);
                    for lang in LANGS {
                        let line = learn_texts::expected_line(lang, kind, q.expected, q.n);
                        let read = check(&line, &m).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
                        assert!(read >= 1 || !kind.is_bits(), "{line}");
                    }
                    for line in Detail::of(&q.after).equations(q.n) {
                        assert!(check(&line, &m).unwrap() >= 1);
                    }
                }
            }
        }
    }

    /// The reader itself: it finds what a learner would check, and catches
    /// what the site once showed (the shift without its mask).
    #[test]
    fn the_reader_catches_false_arithmetic() {
        // n = 6, step 8: row 4's left comes from (111000|000010) << 1.
        let s = Timeline::new(6).seek(8);
        let m = Reading::of(&s);
        let old = "left = (left|bit) << 1 = (111000|000010) << 1 = 110100 (52)";
        assert!(check(old, &m).is_err(), "the unmasked shift must be caught");
        let new = &Detail::of(&s).equations(6)[0];
        assert_eq!(
            new,
            "left = ((left|bit) << 1) & mask = ((111000|000010) << 1) & 111111 = 1110100 & 111111 = 110100 (52)"
        );
        assert_eq!(check(new, &m), Ok(1));
        // A wrong decimal, a wrong statement about the screen.
        assert!(check("bitmap = 001000 (9)", &m).is_err() || m.shown.bitmap != 8);
        assert!(check("Here left | bit = 000000 (0).", &m).is_err());
        // Prose around a chain is not read; brackets cut open are closed.
        let c = chains("Row 5 has no candidate left (bitmap[5] = 0): tried.");
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].segments, ["bitmap[5]", "0"]);
        let c = chains("配置：bit = bitmap & -bitmap = 00100（列 2）");
        assert_eq!(c[0].segments, ["bit", "bitmap & -bitmap", "00100"]);
    }
}
