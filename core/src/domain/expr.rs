//! The learner's expressions (the learn page's "write" tab): a small C-like
//! language over the search's names `left`, `down`, `right`, `mask`,
//! `bitmap`, `bit` and integer literals (`12`, `0x1f`, `0b101`), with the
//! operators `~ -` (prefix), `+ -`, `<< >>`, `&`, `^`, `|` and parentheses,
//! at C's precedence (tightest first, in that order). No JavaScript runs:
//! the text is parsed here into an [`Expr`] and evaluated on `u32`, wrapping
//! like C's `unsigned int`; a shift by 32 or more is an error, as it is
//! undefined in C.
//!
//! Positions are character indexes (not bytes), from 0, so that a caret
//! can point at the character under a full-width or any other input.

/// One of the six names an expression may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    Left,
    Down,
    Right,
    Mask,
    Bitmap,
    Bit,
}

impl Name {
    pub const ALL: [Name; 6] = [
        Name::Left,
        Name::Down,
        Name::Right,
        Name::Mask,
        Name::Bitmap,
        Name::Bit,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Name::Left => "left",
            Name::Down => "down",
            Name::Right => "right",
            Name::Mask => "mask",
            Name::Bitmap => "bitmap",
            Name::Bit => "bit",
        }
    }
}

/// The values the names stand for while an expression is evaluated: the
/// values the search's rules read (`solver::Vars`, one struct for both).
pub type Env = solver::Vars;

/// A value by its name.
pub trait ByName {
    /// The value `name` stands for.
    fn get(&self, name: Name) -> u32;
    /// `name` takes the value `v`.
    fn set(&mut self, name: Name, v: u32);
}

impl ByName for Env {
    fn get(&self, name: Name) -> u32 {
        match name {
            Name::Left => self.left,
            Name::Down => self.down,
            Name::Right => self.right,
            Name::Mask => self.mask,
            Name::Bitmap => self.bitmap,
            Name::Bit => self.bit,
        }
    }

    fn set(&mut self, name: Name, v: u32) {
        *match name {
            Name::Left => &mut self.left,
            Name::Down => &mut self.down,
            Name::Right => &mut self.right,
            Name::Mask => &mut self.mask,
            Name::Bitmap => &mut self.bitmap,
            Name::Bit => &mut self.bit,
        } = v;
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unary {
    /// `~x`
    Not,
    /// `-x` (two's complement)
    Neg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binary {
    Add,
    Sub,
    Shl,
    Shr,
    And,
    Xor,
    Or,
}

impl Binary {
    /// C's precedence among these: higher binds tighter.
    fn precedence(self) -> u8 {
        match self {
            Binary::Add | Binary::Sub => 5,
            Binary::Shl | Binary::Shr => 4,
            Binary::And => 3,
            Binary::Xor => 2,
            Binary::Or => 1,
        }
    }
}

/// A parsed expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Num(u32),
    Var(Name),
    Unary(Unary, Box<Expr>),
    /// `at` is the operator's position, for a shift's error.
    Binary(Binary, Box<Expr>, Box<Expr>, usize),
}

/// Why a text is not an expression; `at` is the character it points at
/// (the text's length when the text ended too early).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub at: usize,
    pub kind: ParseErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// Nothing to evaluate.
    Empty,
    /// A character the language does not have (`#`, `、`, …).
    UnexpectedChar(char),
    /// An operator of C that is not a bitwise one, or has no place in an
    /// expression (`&&`, `||`, `!`, `*`, `/`, `%`, `=`, `==`, `<`, `>`): the
    /// text of it, for a hint that names the operator meant.
    Misused(&'static str),
    /// A word that is not one of the six names.
    UnknownName(String),
    /// A literal above `u32::MAX`, or `0x` without digits.
    BadNumber(String),
    /// A value (name, number, `(`) was expected here.
    ExpectedValue,
    /// An operator or the end was expected here (two values in a row).
    ExpectedOperator,
    /// The `(` at `at` is never closed.
    Unclosed,
    /// A `)` without its `(`.
    UnmatchedClose,
}

/// A shift by 32 or more (undefined in C, so refused): `at` is the position
/// of the operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EvalError {
    pub at: usize,
    pub amount: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Num(u32),
    Var(Name),
    Op(Binary),
    Tilde,
    Open,
    Close,
}

fn lex(text: &str) -> Result<Vec<(Tok, usize)>, ParseError> {
    // Read as the site reads every input (full-width forms as ASCII), one
    // character for one, so positions are the typed text's.
    let chars: Vec<char> = text.chars().map(crate::domain::input::ascii_char).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        let err = |kind| Err(ParseError { at: start, kind });
        let two = |a: char| chars.get(i + 1) == Some(&a);
        let tok = match c {
            _ if c.is_whitespace() => {
                i += 1;
                continue;
            }
            '0'..='9' => {
                while i < chars.len() && chars[i].is_ascii_alphanumeric() {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                match number(&word) {
                    Some(v) => {
                        out.push((Tok::Num(v), start));
                        continue;
                    }
                    None => return err(ParseErrorKind::BadNumber(word)),
                }
            }
            _ if c.is_ascii_alphabetic() || c == '_' => {
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                match Name::ALL.into_iter().find(|n| n.as_str() == word) {
                    Some(name) => {
                        out.push((Tok::Var(name), start));
                        continue;
                    }
                    None => return err(ParseErrorKind::UnknownName(word)),
                }
            }
            '<' if two('<') => {
                i += 1;
                Tok::Op(Binary::Shl)
            }
            '>' if two('>') => {
                i += 1;
                Tok::Op(Binary::Shr)
            }
            '&' if two('&') => return err(ParseErrorKind::Misused("&&")),
            '|' if two('|') => return err(ParseErrorKind::Misused("||")),
            '=' if two('=') => return err(ParseErrorKind::Misused("==")),
            '!' if two('=') => return err(ParseErrorKind::Misused("!=")),
            '!' => return err(ParseErrorKind::Misused("!")),
            '*' => return err(ParseErrorKind::Misused("*")),
            '/' => return err(ParseErrorKind::Misused("/")),
            '%' => return err(ParseErrorKind::Misused("%")),
            '=' => return err(ParseErrorKind::Misused("=")),
            '<' => return err(ParseErrorKind::Misused("<")),
            '>' => return err(ParseErrorKind::Misused(">")),
            '+' => Tok::Op(Binary::Add),
            '-' => Tok::Op(Binary::Sub),
            '&' => Tok::Op(Binary::And),
            '^' => Tok::Op(Binary::Xor),
            '|' => Tok::Op(Binary::Or),
            '~' => Tok::Tilde,
            '(' => Tok::Open,
            ')' => Tok::Close,
            _ => return err(ParseErrorKind::UnexpectedChar(c)),
        };
        out.push((tok, start));
        i += 1;
    }
    Ok(out)
}

/// A literal: decimal, `0x` hexadecimal or `0b` binary, at most `u32::MAX`.
fn number(word: &str) -> Option<u32> {
    let lower = word.to_ascii_lowercase();
    let (digits, radix) = match (lower.strip_prefix("0x"), lower.strip_prefix("0b")) {
        (Some(d), _) => (d, 16),
        (_, Some(d)) => (d, 2),
        _ => (lower.as_str(), 10),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u32::from_str_radix(digits, radix).ok()
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    /// The text's length in characters: where "the end" is.
    end: usize,
}

impl Parser {
    fn peek(&self) -> Option<&(Tok, usize)> {
        self.toks.get(self.pos)
    }

    fn here(&self) -> usize {
        self.peek().map_or(self.end, |t| t.1)
    }

    /// Binary operators of precedence `min` and above (precedence climbing).
    fn binary(&mut self, min: u8) -> Result<Expr, ParseError> {
        let mut lhs = self.unary()?;
        while let Some(&(Tok::Op(op), at)) = self.peek() {
            if op.precedence() < min {
                break;
            }
            self.pos += 1;
            let rhs = self.binary(op.precedence() + 1)?;
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs), at);
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> Result<Expr, ParseError> {
        let at = self.here();
        let Some((tok, _)) = self.peek().cloned() else {
            return Err(ParseError {
                at,
                kind: ParseErrorKind::ExpectedValue,
            });
        };
        self.pos += 1;
        match tok {
            Tok::Num(v) => Ok(Expr::Num(v)),
            Tok::Var(name) => Ok(Expr::Var(name)),
            Tok::Tilde => Ok(Expr::Unary(Unary::Not, Box::new(self.unary()?))),
            Tok::Op(Binary::Sub) => Ok(Expr::Unary(Unary::Neg, Box::new(self.unary()?))),
            Tok::Op(Binary::Add) => self.unary(),
            Tok::Open => {
                let inner = self.binary(0)?;
                match self.peek() {
                    Some((Tok::Close, _)) => {
                        self.pos += 1;
                        Ok(inner)
                    }
                    None => Err(ParseError {
                        at,
                        kind: ParseErrorKind::Unclosed,
                    }),
                    Some(_) => Err(ParseError {
                        at: self.here(),
                        kind: ParseErrorKind::ExpectedOperator,
                    }),
                }
            }
            Tok::Close | Tok::Op(_) => Err(ParseError {
                at,
                kind: ParseErrorKind::ExpectedValue,
            }),
        }
    }
}

/// Parses one expression (the whole text).
pub fn parse(text: &str) -> Result<Expr, ParseError> {
    let toks = lex(text)?;
    let end = text.chars().count();
    if toks.is_empty() {
        return Err(ParseError {
            at: 0,
            kind: ParseErrorKind::Empty,
        });
    }
    let mut p = Parser { toks, pos: 0, end };
    let expr = p.binary(0)?;
    match p.peek() {
        None => Ok(expr),
        Some((Tok::Close, at)) => Err(ParseError {
            at: *at,
            kind: ParseErrorKind::UnmatchedClose,
        }),
        Some(_) => Err(ParseError {
            at: p.here(),
            kind: ParseErrorKind::ExpectedOperator,
        }),
    }
}

impl Expr {
    /// The value on `u32`, wrapping like C's `unsigned int`.
    pub fn eval(&self, env: &Env) -> Result<u32, EvalError> {
        Ok(match self {
            Expr::Num(v) => *v,
            Expr::Var(name) => env.get(*name),
            Expr::Unary(Unary::Not, x) => !x.eval(env)?,
            Expr::Unary(Unary::Neg, x) => x.eval(env)?.wrapping_neg(),
            Expr::Binary(op, a, b, at) => {
                let (a, b) = (a.eval(env)?, b.eval(env)?);
                match op {
                    Binary::Add => a.wrapping_add(b),
                    Binary::Sub => a.wrapping_sub(b),
                    Binary::And => a & b,
                    Binary::Xor => a ^ b,
                    Binary::Or => a | b,
                    Binary::Shl | Binary::Shr if b >= 32 => {
                        return Err(EvalError { at: *at, amount: b })
                    }
                    Binary::Shl => a << b,
                    Binary::Shr => a >> b,
                }
            }
        })
    }
}

/// The caret line under a text: spaces up to character `at`, then `^`.
pub fn caret(at: usize) -> String {
    format!("{}^", " ".repeat(at))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ENV: Env = Env {
        left: 0b0100,
        down: 0b1000,
        right: 0b0001,
        mask: 0b1111,
        bitmap: 0b0110,
        bit: 0b0010,
    };

    fn ev(text: &str) -> u32 {
        parse(text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"))
            .eval(&ENV)
            .unwrap()
    }

    fn err(text: &str) -> (usize, ParseErrorKind) {
        let e = parse(text).expect_err(text);
        (e.at, e.kind)
    }

    #[test]
    fn every_name_and_literal() {
        assert_eq!(ev("left"), 4);
        assert_eq!(ev("down"), 8);
        assert_eq!(ev("right"), 1);
        assert_eq!(ev("mask"), 15);
        assert_eq!(ev("bitmap"), 6);
        assert_eq!(ev("bit"), 2);
        assert_eq!(ev("42"), 42);
        assert_eq!(ev("0x1F"), 31);
        assert_eq!(ev("0b101"), 5);
        assert_eq!(ev("4294967295"), u32::MAX);
    }

    #[test]
    fn every_operator_on_32_bit_unsigned() {
        assert_eq!(ev("~0"), u32::MAX);
        assert_eq!(ev("~bitmap"), !6);
        assert_eq!(ev("-bitmap"), 6u32.wrapping_neg());
        assert_eq!(ev("-1"), u32::MAX);
        assert_eq!(ev("+3"), 3);
        assert_eq!(ev("3 + 4"), 7);
        assert_eq!(ev("4294967295 + 2"), 1);
        assert_eq!(ev("3 - 4"), u32::MAX);
        assert_eq!(ev("1 << 31"), 0x8000_0000);
        assert_eq!(ev("0x80000000 << 1"), 0);
        assert_eq!(ev("left >> 2"), 1);
        assert_eq!(ev("12 & 10"), 8);
        assert_eq!(ev("12 ^ 10"), 6);
        assert_eq!(ev("12 | 10"), 14);
        assert_eq!(ev("(12)"), 12);
        assert_eq!(ev("bitmap & -bitmap"), 2);
        assert_eq!(ev("mask & ~(left | down | right)"), 0b0010);
    }

    #[test]
    fn precedence_and_associativity_are_cs() {
        // + - above shifts above & above ^ above |; left to right.
        assert_eq!(ev("1 << 2 + 1"), 8);
        assert_eq!(ev("(1 << 2) + 1"), 5);
        assert_eq!(ev("1 | 2 ^ 3"), 1);
        assert_eq!(ev("(1 | 2) ^ 3"), 0);
        assert_eq!(ev("6 ^ 3 & 1"), 7);
        assert_eq!(ev("6 & 3 | 8"), 10);
        assert_eq!(ev("6 & 3 << 1"), 6);
        assert_eq!(ev("10 - 3 - 2"), 5);
        assert_eq!(ev("64 >> 2 >> 1"), 8);
        assert_eq!(ev("~1 & 3"), 2);
        assert_eq!(ev("-1 >> 28"), 15);
        assert_eq!(ev("~-1"), 0);
        assert_eq!(ev("((left|bit)<<1)&mask"), 12);
    }

    /// Strings typed by a Japanese input method, full-width and with its
    /// own tilde and minus, evaluate as their ASCII forms.
    #[test]
    fn japanese_input_is_read_as_ascii() {
        for (typed, ascii) in [
            (
                "ｍａｓｋ　＆　～（ｌｅｆｔ｜ｄｏｗｎ｜ｒｉｇｈｔ）",
                "mask & ~(left|down|right)",
            ),
            (
                "mask ＆ ~（left｜down｜right）",
                "mask & ~(left|down|right)",
            ),
            ("mask & 〜(left|down|right)", "mask & ~(left|down|right)"),
            ("ｂｉｔｍａｐ　＆　－ｂｉｔｍａｐ", "bitmap & -bitmap"),
            ("bitmap & ーbitmap", "bitmap & -bitmap"),
            ("（ｌｅｆｔ｜ｂｉｔ）＜＜１", "(left|bit)<<1"),
            ("（ｒｉｇｈｔ｜ｂｉｔ）＞＞１", "(right|bit)>>1"),
            ("ｄｏｗｎ｜ｂｉｔ＾０ｘ１Ｆ＋３", "down|bit^0x1F+3"),
        ] {
            assert_eq!(ev(typed), ev(ascii), "{typed}");
        }
    }

    #[test]
    fn errors_point_at_their_character() {
        assert_eq!(err(""), (0, ParseErrorKind::Empty));
        assert_eq!(err("   "), (0, ParseErrorKind::Empty));
        assert_eq!(err("left * 2"), (5, ParseErrorKind::Misused("*")));
        assert_eq!(err("!bit"), (0, ParseErrorKind::Misused("!")));
        assert_eq!(err("bitmap = 1"), (7, ParseErrorKind::Misused("=")));
        assert_eq!(err("mask && bit"), (5, ParseErrorKind::Misused("&&")));
        assert_eq!(err("left || bit"), (5, ParseErrorKind::Misused("||")));
        assert_eq!(err("bit == 1"), (4, ParseErrorKind::Misused("==")));
        assert_eq!(err("bit / 2"), (4, ParseErrorKind::Misused("/")));
        assert_eq!(
            err("left | queen"),
            (7, ParseErrorKind::UnknownName("queen".into()))
        );
        assert_eq!(
            err("4294967296"),
            (0, ParseErrorKind::BadNumber("4294967296".into()))
        );
        assert_eq!(err("1 + 0x"), (4, ParseErrorKind::BadNumber("0x".into())));
        assert_eq!(err("12ab"), (0, ParseErrorKind::BadNumber("12ab".into())));
        assert_eq!(err("left |"), (6, ParseErrorKind::ExpectedValue));
        assert_eq!(err("left | | down"), (7, ParseErrorKind::ExpectedValue));
        assert_eq!(err("left down"), (5, ParseErrorKind::ExpectedOperator));
        assert_eq!(err("(left | down"), (0, ParseErrorKind::Unclosed));
        assert_eq!(err("mask & (left"), (7, ParseErrorKind::Unclosed));
        assert_eq!(err("left)"), (4, ParseErrorKind::UnmatchedClose));
        assert_eq!(err("()"), (1, ParseErrorKind::ExpectedValue));
        assert_eq!(err("(1 2)"), (3, ParseErrorKind::ExpectedOperator));
        assert_eq!(err("left < 1"), (5, ParseErrorKind::Misused("<")));
        // Positions count characters, not bytes.
        assert_eq!(err("ビット | 1"), (0, ParseErrorKind::UnexpectedChar('ビ')));
        assert_eq!(
            err("left | bit、"),
            (10, ParseErrorKind::UnexpectedChar('、'))
        );
        // What a Japanese input method types is read as ASCII.
        assert_eq!(
            err("（ｌｅｆｔ）　＆＆　ｂｉｔ"),
            (7, ParseErrorKind::Misused("&&"))
        );
        assert_eq!(err("left　|　"), (7, ParseErrorKind::ExpectedValue));
    }

    #[test]
    fn a_shift_by_32_or_more_is_an_error_at_its_operator() {
        let e = parse("bit << (left + 28)").unwrap();
        assert_eq!(e.eval(&ENV), Err(EvalError { at: 4, amount: 32 }));
        let e = parse("mask >> 40").unwrap();
        assert_eq!(e.eval(&ENV), Err(EvalError { at: 5, amount: 40 }));
        assert_eq!(parse("1 << 31").unwrap().eval(&ENV), Ok(1 << 31));
    }

    #[test]
    fn the_caret_sits_under_the_character() {
        assert_eq!(caret(0), "^");
        assert_eq!(caret(3), "   ^");
    }
}
