//! The logic behind the bits primer: widths, formatting, parsing, the bit
//! operations of the bitmap solver, and the classic bit tricks with all of
//! their intermediate steps, so that a UI only has to draw them.
//!
//! Conventions used throughout:
//!
//! - Every value is a `u32` interpreted at a [`Width`] of 1 to 32 bits. Bits
//!   at or above the width are ignored on input and are always 0 on output.
//! - Bit `i` is worth `2^i`; bit 0 is the least significant bit (LSB).
//! - Every string and every per-bit `Vec` is ordered **most significant bit
//!   first**, like the site's boards: element 0 is bit `width - 1`.
//! - Nothing here panics, whatever the input: out-of-range shift amounts give
//!   0, invalid text gives a [`ParseError`], invalid combination parameters
//!   give an empty iterator or `None`.

use std::fmt;

/// The largest width: one `u32`.
pub const MAX_WIDTH: u32 = 32;

/// A number of bits, 1 to 32.
///
/// The presets are 4, 8, 16 and 32 bits; any other value in `1..=32` serves
/// the "n-bit mode" that follows the board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Width(u8);

impl Width {
    pub const W4: Width = Width(4);
    pub const W8: Width = Width(8);
    pub const W16: Width = Width(16);
    pub const W32: Width = Width(32);
    /// The fixed widths a width selector offers (besides the board's `n`).
    pub const PRESETS: [Width; 4] = [Width::W4, Width::W8, Width::W16, Width::W32];

    /// `Some` for `1..=32` bits, `None` otherwise.
    pub const fn new(bits: u32) -> Option<Width> {
        if bits >= 1 && bits <= MAX_WIDTH {
            Some(Width(bits as u8))
        } else {
            None
        }
    }

    /// The width of an `n`-column board, clamped into `1..=32`.
    pub fn for_board(n: usize) -> Width {
        Width(n.clamp(1, MAX_WIDTH as usize) as u8)
    }

    /// The number of bits.
    pub const fn bits(self) -> u32 {
        self.0 as u32
    }

    /// All `bits()` low bits set (see [`mask`]).
    pub const fn mask(self) -> u32 {
        u32::MAX >> (MAX_WIDTH - self.0 as u32)
    }

    /// The number of hexadecimal digits [`to_hex`] prints: `ceil(bits / 4)`.
    pub const fn hex_digits(self) -> u32 {
        (self.0 as u32).div_ceil(4)
    }

    /// The smallest value in the two's complement reading: `-2^(bits-1)`.
    pub const fn min_signed(self) -> i64 {
        -(1i64 << (self.0 - 1))
    }

    /// The largest value in the two's complement reading: `2^(bits-1) - 1`.
    pub const fn max_signed(self) -> i64 {
        (1i64 << (self.0 - 1)) - 1
    }

    /// The largest unsigned value: the mask itself.
    pub const fn max_unsigned(self) -> u32 {
        self.mask()
    }

    /// The value of the most significant bit alone (the sign bit).
    pub const fn top_bit(self) -> u32 {
        1 << (self.0 - 1)
    }
}

impl Default for Width {
    fn default() -> Self {
        Width::W8
    }
}

/// `width` low bits set, e.g. `0b1111` at width 4 and `0xffff_ffff` at
/// width 32. This is the `mask = (1 << n) - 1` of the solver, written so that
/// it does not overflow at 32 bits.
pub const fn mask(width: Width) -> u32 {
    width.mask()
}

// ---------------------------------------------------------------------------
// Single bits
// ---------------------------------------------------------------------------

/// Whether bit `i` of `x` is 1 (`x & (1 << i) != 0`). False for `i >= 32`.
pub fn test_bit(x: u32, i: u32) -> bool {
    i < MAX_WIDTH && x & (1 << i) != 0
}

/// `x` with bit `i` set to 1 (`x | (1 << i)`). Unchanged for `i >= 32`.
pub fn set_bit(x: u32, i: u32) -> u32 {
    x | 1u32.checked_shl(i).unwrap_or(0)
}

/// `x` with bit `i` cleared (`x & !(1 << i)`). Unchanged for `i >= 32`.
pub fn clear_bit(x: u32, i: u32) -> u32 {
    x & !1u32.checked_shl(i).unwrap_or(0)
}

/// `x` with bit `i` flipped (`x ^ (1 << i)`). Unchanged for `i >= 32`.
/// Handy for a bit cell that toggles when clicked.
pub fn toggle_bit(x: u32, i: u32) -> u32 {
    x ^ 1u32.checked_shl(i).unwrap_or(0)
}

/// The bits of `x` at `width`, most significant first: element `k` is bit
/// `width - 1 - k`.
pub fn bits_msb_first(x: u32, width: Width) -> Vec<bool> {
    (0..width.bits()).rev().map(|i| test_bit(x, i)).collect()
}

/// The bit index shown at position `k` (0 = leftmost) of an MSB-first row.
/// `None` when `k` is outside the width.
pub fn bit_index_at(k: usize, width: Width) -> Option<u32> {
    let k = u32::try_from(k).ok()?;
    (k < width.bits()).then(|| width.bits() - 1 - k)
}

// ---------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------

/// `x` in binary at `width`: exactly `width` digits, most significant first,
/// no prefix. `to_binary(22, Width::W8) == "00010110"`.
pub fn to_binary(x: u32, width: Width) -> String {
    (0..width.bits())
        .rev()
        .map(|i| if test_bit(x, i) { '1' } else { '0' })
        .collect()
}

/// Like [`to_binary`], with a space every `group` digits counted from the
/// least significant end, so groups of 4 line up with hex digits:
/// `to_binary_grouped(22, Width::W8, 4) == "0001 0110"`, and at width 5
/// `"1 0110"`. `group == 0` means no grouping. [`parse_value`] accepts the
/// result back after a `0b` prefix.
pub fn to_binary_grouped(x: u32, width: Width, group: usize) -> String {
    let digits = to_binary(x, width);
    if group == 0 {
        return digits;
    }
    let len = digits.len();
    let mut out = String::with_capacity(len + len / group);
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (len - k).is_multiple_of(group) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// `x` in hexadecimal at `width`: `0x` then exactly `ceil(width / 4)`
/// lowercase digits. `to_hex(22, Width::W8) == "0x16"`,
/// `to_hex(22, Width::W16) == "0x0016"`, `to_hex(31, 5-bit) == "0x1f"`.
pub fn to_hex(x: u32, width: Width) -> String {
    format!(
        "0x{:0digits$x}",
        x & width.mask(),
        digits = width.hex_digits() as usize
    )
}

/// The two's complement reading of `x` at `width`: when the top bit is set
/// the value is `x - 2^width`. `as_signed(0b1110_1010, Width::W8) == -22`,
/// `as_signed(0x8000_0000, Width::W32) == -2147483648`.
pub fn as_signed(x: u32, width: Width) -> i64 {
    let x = x & width.mask();
    if x & width.top_bit() != 0 {
        x as i64 - (1i64 << width.bits())
    } else {
        x as i64
    }
}

/// The bit pattern of any integer at `width`, keeping its low `width` bits
/// (so it wraps around like the hardware). `wrap_signed(-22, Width::W8)`
/// is `0b1110_1010`.
pub fn wrap_signed(v: i64, width: Width) -> u32 {
    (v as u32) & width.mask()
}

// ---------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------

/// Why a text is not a value at the chosen width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Nothing but whitespace.
    Empty,
    /// A sign or a prefix with no digit after it: `-`, `0x`, `0b`, `2#`.
    NoDigits,
    /// A character that is not a digit of that base (`'e'` in `1e3`, `'2'`
    /// in `0b102`). `radix` is 2, 10 or 16.
    InvalidDigit { found: char, radix: u32 },
    /// The value is above the largest unsigned value of the width.
    TooLarge { max: u32 },
    /// The negative value is below the smallest two's complement value of
    /// the width, `-2^(width-1)`.
    TooNegative { min: i64 },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseError::Empty => write!(f, "enter a number"),
            ParseError::NoDigits => write!(f, "digits are missing"),
            ParseError::InvalidDigit { found, radix } => {
                let base = match radix {
                    2 => "binary",
                    16 => "hexadecimal",
                    _ => "decimal",
                };
                write!(f, "{found:?} is not a {base} digit")
            }
            ParseError::TooLarge { max } => {
                write!(f, "too large for this width (the largest is {max})")
            }
            ParseError::TooNegative { min } => {
                write!(f, "too small for this width (the smallest is {min})")
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// Reads what a user typed into a bit pattern of `width` bits.
///
/// Accepted forms (surrounding whitespace is ignored):
///
/// - decimal: `22`, `+22`, `255`;
/// - negative decimal, stored as two's complement at `width`: `-22` gives
///   `0b1110_1010` at width 8 (the range is `-2^(width-1)..=-1`);
/// - binary after a prefix, `0b10110`, `0B10110` or the bash form `2#10110`
///   used by the seed articles (a bare `10110` is read as decimal);
/// - hexadecimal after a prefix: `0x16`, `0X16`, `16#16`.
///
/// `_` may separate digits in every form, and spaces may separate digits
/// after a binary or hexadecimal prefix (so the output of
/// [`to_binary_grouped`] can be pasted back). A leading `-` also works with
/// the prefixed forms (`-0x16`). Non-negative values must be at most
/// `mask(width)`.
///
/// The text is read as it is: the site reads what a person typed (full-width
/// digits and the like) into ASCII first (its `domain::input`). Everything
/// that is not a digit of the base is an [`ParseError::InvalidDigit`]: no `0o` octal, no thousands
/// separators (`1,000`), no exponents (`1e3`), no fractions (`1.0`).
pub fn parse_value(text: &str, width: Width) -> Result<u32, ParseError> {
    let s = text.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let (negative, rest) = if let Some(r) = s.strip_prefix('-') {
        (true, r)
    } else if let Some(r) = s.strip_prefix('+') {
        (false, r)
    } else {
        (false, s)
    };
    let (radix, digits) = split_radix(rest);
    let mut value: u64 = 0;
    let mut seen_digit = false;
    for c in digits.chars() {
        if c == '_' || (c == ' ' && radix != 10) {
            continue;
        }
        let d = c
            .to_digit(radix)
            .ok_or(ParseError::InvalidDigit { found: c, radix })?;
        seen_digit = true;
        // Saturate: anything above 2^32 is out of range for every width, and
        // the rest of the text still has to be checked for bad digits.
        value = value
            .saturating_mul(radix as u64)
            .saturating_add(d as u64)
            .min(1 << 33);
    }
    if !seen_digit {
        return Err(ParseError::NoDigits);
    }
    if negative {
        let limit = width.top_bit() as u64; // |min_signed|
        if value > limit {
            return Err(ParseError::TooNegative {
                min: width.min_signed(),
            });
        }
        Ok((value as u32).wrapping_neg() & width.mask())
    } else {
        if value > width.mask() as u64 {
            return Err(ParseError::TooLarge { max: width.mask() });
        }
        Ok(value as u32)
    }
}

/// The radix announced by a prefix, and the text after it.
fn split_radix(s: &str) -> (u32, &str) {
    for (prefix, radix) in [
        ("0x", 16),
        ("0X", 16),
        ("16#", 16),
        ("0b", 2),
        ("0B", 2),
        ("2#", 2),
    ] {
        if let Some(rest) = s.strip_prefix(prefix) {
            return (radix, rest);
        }
    }
    (10, s)
}

// ---------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------

/// An operation of the primer. Binary ones use `a` and `b`; unary ones only
/// `a`. The derived ones are the tricks the solver is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// `a & b`: 1 where both are 1.
    And,
    /// `a | b`: 1 where either is 1 (how the solver merges attacks).
    Or,
    /// `a ^ b`: 1 where they differ.
    Xor,
    /// `a & ~b`: `a` with the bits of `b` removed (the solver's
    /// `mask & ~(left | down | right)`).
    AndNot,
    /// `~a`: every bit flipped (within the width).
    Not,
    /// `a << b`: bits move `b` places towards the MSB; 0s come in at the
    /// bottom and bits pushed past the width are lost.
    Shl,
    /// `a >> b`: bits move `b` places towards the LSB; 0s come in at the top
    /// (a logical shift: the value is read as unsigned).
    Shr,
    /// `-a`: two's complement negation, `~a + 1`.
    Neg,
    /// `x & -x`: only the lowest 1 of `x` stays.
    LowestOne,
    /// `x & (x - 1)`: the lowest 1 of `x` is cleared.
    ClearLowest,
    /// `x | (x + 1)`: the lowest 0 of `x` is set.
    SetLowestZero,
}

impl Op {
    /// Every operation, in the order a menu would list them.
    pub const ALL: [Op; 11] = [
        Op::And,
        Op::Or,
        Op::Xor,
        Op::AndNot,
        Op::Not,
        Op::Shl,
        Op::Shr,
        Op::Neg,
        Op::LowestOne,
        Op::ClearLowest,
        Op::SetLowestZero,
    ];

    /// How the operation is written: `&`, `|`, `^`, `& ~`, `~`, `<<`, `>>`,
    /// `-`, `x & -x`, `x & (x - 1)`, `x | (x + 1)`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Op::And => "&",
            Op::Or => "|",
            Op::Xor => "^",
            Op::AndNot => "& ~",
            Op::Not => "~",
            Op::Shl => "<<",
            Op::Shr => ">>",
            Op::Neg => "-",
            Op::LowestOne => "x & -x",
            Op::ClearLowest => "x & (x - 1)",
            Op::SetLowestZero => "x | (x + 1)",
        }
    }

    /// A stable identifier (for URLs, translation keys, `<select>` values).
    pub const fn name(self) -> &'static str {
        match self {
            Op::And => "and",
            Op::Or => "or",
            Op::Xor => "xor",
            Op::AndNot => "and_not",
            Op::Not => "not",
            Op::Shl => "shl",
            Op::Shr => "shr",
            Op::Neg => "neg",
            Op::LowestOne => "lowest_one",
            Op::ClearLowest => "clear_lowest",
            Op::SetLowestZero => "set_lowest_zero",
        }
    }

    /// The operation named `name` (see [`Op::name`]).
    pub fn from_name(name: &str) -> Option<Op> {
        Op::ALL.into_iter().find(|op| op.name() == name)
    }

    /// True when `b` is not used: `Not`, `Neg` and the three derived tricks.
    pub const fn is_unary(self) -> bool {
        matches!(
            self,
            Op::Not | Op::Neg | Op::LowestOne | Op::ClearLowest | Op::SetLowestZero
        )
    }

    /// True for `Shl`/`Shr`, where `b` is a shift amount, not a bit pattern.
    pub const fn is_shift(self) -> bool {
        matches!(self, Op::Shl | Op::Shr)
    }

    /// True for the tricks built from the basic operations.
    pub const fn is_derived(self) -> bool {
        matches!(self, Op::LowestOne | Op::ClearLowest | Op::SetLowestZero)
    }

    /// The whole expression with the operand names the UI shows:
    /// `a & b`, `~a`, `a << b`, `-a`, `a & -a`, `a & (a - 1)`, ...
    pub const fn expression(self) -> &'static str {
        match self {
            Op::And => "a & b",
            Op::Or => "a | b",
            Op::Xor => "a ^ b",
            Op::AndNot => "a & ~b",
            Op::Not => "~a",
            Op::Shl => "a << b",
            Op::Shr => "a >> b",
            Op::Neg => "-a",
            Op::LowestOne => "a & -a",
            Op::ClearLowest => "a & (a - 1)",
            Op::SetLowestZero => "a | (a + 1)",
        }
    }

    /// For the operations that combine `a` bit by bit with a second row `y`
    /// (see [`Op::second_row`]), the label of that row: `b`, `~b`, `-a`,
    /// `a - 1`, `a + 1`. `None` for `Not`, `Neg` and the shifts.
    pub const fn second_row_label(self) -> Option<&'static str> {
        match self {
            Op::And | Op::Or | Op::Xor => Some("b"),
            Op::AndNot => Some("~b"),
            Op::LowestOne => Some("-a"),
            Op::ClearLowest => Some("a - 1"),
            Op::SetLowestZero => Some("a + 1"),
            Op::Not | Op::Shl | Op::Shr | Op::Neg => None,
        }
    }

    /// The value of the second row `y` (masked to `width`), such that
    /// `apply(op, a, b, width) == combine(a, y)` bit by bit, where the
    /// combination is [`Op::pair_kind`]. `None` when the operation is not of
    /// that kind.
    pub fn second_row(self, a: u32, b: u32, width: Width) -> Option<u32> {
        let m = width.mask();
        let (a, b) = (a & m, b & m);
        let y = match self {
            Op::And | Op::Or | Op::Xor => b,
            Op::AndNot => !b,
            Op::LowestOne => a.wrapping_neg(),
            Op::ClearLowest => a.wrapping_sub(1),
            Op::SetLowestZero => a.wrapping_add(1),
            Op::Not | Op::Shl | Op::Shr | Op::Neg => return None,
        };
        Some(y & m)
    }

    /// How `a_i` and `y_i` make result bit `i`, for the operations that have
    /// a second row: AND for `And`, `AndNot`, `LowestOne`, `ClearLowest`;
    /// OR for `Or`, `SetLowestZero`; XOR for `Xor`.
    pub const fn pair_kind(self) -> Option<PairKind> {
        match self {
            Op::And | Op::AndNot | Op::LowestOne | Op::ClearLowest => Some(PairKind::And),
            Op::Or | Op::SetLowestZero => Some(PairKind::Or),
            Op::Xor => Some(PairKind::Xor),
            Op::Not | Op::Shl | Op::Shr | Op::Neg => None,
        }
    }
}

impl fmt::Display for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// The one-bit function behind a bitwise pair of rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PairKind {
    And,
    Or,
    Xor,
}

impl PairKind {
    /// The result bit for input bits `a` and `y`.
    pub const fn combine(self, a: bool, y: bool) -> bool {
        match self {
            PairKind::And => a & y,
            PairKind::Or => a | y,
            PairKind::Xor => a ^ y,
        }
    }
}

/// `op` applied to `a` (and `b`) at `width`. The inputs are masked to the
/// width first and so is the result. For shifts `b` is the amount, used
/// unmasked: an amount `>= width` moves every bit out and gives 0.
pub fn apply(op: Op, a: u32, b: u32, width: Width) -> u32 {
    let m = width.mask();
    let a = a & m;
    let r = match op {
        Op::And => a & b,
        Op::Or => a | b,
        Op::Xor => a ^ b,
        Op::AndNot => a & !b,
        Op::Not => !a,
        Op::Shl => {
            if b >= width.bits() {
                0
            } else {
                a << b
            }
        }
        Op::Shr => {
            if b >= width.bits() {
                0
            } else {
                a >> b
            }
        }
        Op::Neg => a.wrapping_neg(),
        Op::LowestOne => a & a.wrapping_neg(),
        Op::ClearLowest => a & a.wrapping_sub(1),
        Op::SetLowestZero => a | a.wrapping_add(1),
    };
    r & m
}

// ---------------------------------------------------------------------------
// Per-bit origins
// ---------------------------------------------------------------------------

/// Where one result bit came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The index of this result bit (0 = LSB).
    pub index: u32,
    /// The result bit itself.
    pub value: bool,
    /// What it was computed from.
    pub source: Source,
}

/// The inputs of one result bit. Indices are bit indices (0 = LSB).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// `a_i` combined with `y_i` at the same index, where `y` is the second
    /// row ([`Op::second_row`]: `b`, `~b`, `-a`, `a - 1` or `a + 1`) and the
    /// combination is [`Op::pair_kind`].
    Pair { a: bool, y: bool },
    /// `~a_i`: the bit of `a` at the same index, flipped.
    Inverted { a: bool },
    /// A copy of bit `from` of `a` (shifts).
    Moved { from: u32, a: bool },
    /// A 0 that a shift brought in: no bit of `a` landed here.
    ShiftedIn,
    /// Negation, `~a + 1`: the sum bit `flipped XOR carry_in`, where
    /// `flipped = ~a_i` and `carry_in` is the carry of the `+ 1` into this
    /// bit (always 1 into bit 0).
    AddOne { flipped: bool, carry_in: bool },
}

/// For each bit of `apply(op, a, b, width)`, most significant first, where
/// it came from. Always `width` entries, and `value` always equals the bit
/// of `apply`.
pub fn bit_origins(op: Op, a: u32, b: u32, width: Width) -> Vec<Origin> {
    let w = width.bits();
    let a = a & width.mask();
    let result = apply(op, a, b, width);
    let carries = carries_into(a, width);
    (0..w)
        .rev()
        .map(|i| {
            let source = match op {
                Op::Not => Source::Inverted { a: test_bit(a, i) },
                Op::Shl => match i.checked_sub(b) {
                    Some(from) if b < w => Source::Moved {
                        from,
                        a: test_bit(a, from),
                    },
                    _ => Source::ShiftedIn,
                },
                Op::Shr => match i.checked_add(b) {
                    Some(from) if from < w => Source::Moved {
                        from,
                        a: test_bit(a, from),
                    },
                    _ => Source::ShiftedIn,
                },
                Op::Neg => Source::AddOne {
                    flipped: !test_bit(a, i),
                    carry_in: carries[i as usize],
                },
                _ => {
                    let y = op.second_row(a, b, width).unwrap_or(0);
                    Source::Pair {
                        a: test_bit(a, i),
                        y: test_bit(y, i),
                    }
                }
            };
            Origin {
                index: i,
                value: test_bit(result, i),
                source,
            }
        })
        .collect()
}

/// The carry into each bit (LSB first) when adding 1 to `~x`.
fn carries_into(x: u32, width: Width) -> Vec<bool> {
    let flipped = !x & width.mask();
    let mut carry = true;
    (0..width.bits())
        .map(|i| {
            let c = carry;
            carry = carry && test_bit(flipped, i);
            c
        })
        .collect()
}

// ---------------------------------------------------------------------------
// Two's complement
// ---------------------------------------------------------------------------

/// The two steps of `-x`: `(flipped, plus_one, carries)` where
/// `flipped = ~x` and `plus_one = flipped + 1` (both masked to `width`;
/// `plus_one == apply(Op::Neg, x, 0, width)`), and `carries[k]` is the carry
/// going into the bit shown at position `k`, most significant first (so the
/// last element, the carry into bit 0, is the `+ 1` itself and always true).
///
/// A carry out of the top bit only happens for `x = 0` (all carries true):
/// it is dropped, which is why `-0 = 0`.
pub fn twos_complement_steps(x: u32, width: Width) -> (u32, u32, Vec<bool>) {
    let m = width.mask();
    let flipped = !x & m;
    let plus_one = flipped.wrapping_add(1) & m;
    let mut carries = carries_into(x & m, width);
    carries.reverse();
    (flipped, plus_one, carries)
}

// ---------------------------------------------------------------------------
// Counting ones
// ---------------------------------------------------------------------------

/// The values met when counting ones by clearing the lowest one each time:
/// `[x, x & (x - 1), ...]` down to `0` included. The number of ones is
/// `len() - 1`. `popcount_by_clearing(0b1011) == [0b1011, 0b1010, 0b1000, 0]`.
pub fn popcount_by_clearing(x: u32) -> Vec<u32> {
    let mut steps = Vec::with_capacity(x.count_ones() as usize + 1);
    let mut v = x;
    steps.push(v);
    while v != 0 {
        v &= v - 1;
        steps.push(v);
    }
    steps
}

/// One step of the parallel ("SWAR") count: every field of
/// [`SwarStep::field_bits`] bits gets the number of ones it contains, by
/// adding its two halves from the previous step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SwarStep {
    /// 2-bit fields: `(v & 0x5555_5555) + ((v >> 1) & 0x5555_5555)`.
    Pairs,
    /// 4-bit fields: `(v & 0x3333_3333) + ((v >> 2) & 0x3333_3333)`.
    Nibbles,
    /// 8-bit fields: `(v & 0x0f0f_0f0f) + ((v >> 4) & 0x0f0f_0f0f)`.
    Bytes,
    /// 16-bit fields: `(v & 0x00ff_00ff) + ((v >> 8) & 0x00ff_00ff)`.
    Halfwords,
    /// The whole 32 bits: `(v & 0x0000_ffff) + (v >> 16)`.
    Word,
}

impl SwarStep {
    /// All steps in order; step `k` makes fields of `2^(k+1)` bits.
    pub const ALL: [SwarStep; 5] = [
        SwarStep::Pairs,
        SwarStep::Nibbles,
        SwarStep::Bytes,
        SwarStep::Halfwords,
        SwarStep::Word,
    ];

    /// The steps needed at `width`: enough for one field to span the width,
    /// i.e. `ceil(log2(width))` steps, at least one. 3 at width 8, 5 at 32.
    pub fn for_width(width: Width) -> &'static [SwarStep] {
        let w = width.bits();
        let n = (MAX_WIDTH - (w - 1).leading_zeros()).max(1) as usize;
        &SwarStep::ALL[..n]
    }

    /// The position of this step in [`SwarStep::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// A stable English identifier: `pairs`, `nibbles`, `bytes`,
    /// `halfwords`, `word`.
    pub const fn name(self) -> &'static str {
        match self {
            SwarStep::Pairs => "pairs",
            SwarStep::Nibbles => "nibbles",
            SwarStep::Bytes => "bytes",
            SwarStep::Halfwords => "halfwords",
            SwarStep::Word => "word",
        }
    }

    /// The size of the fields after this step: 2, 4, 8, 16, 32.
    pub const fn field_bits(self) -> u32 {
        2 << self.index()
    }

    /// How far the upper halves are shifted down: 1, 2, 4, 8, 16.
    pub const fn shift(self) -> u32 {
        1 << self.index()
    }

    /// The mask keeping the lower half of every field: `0x5555_5555`,
    /// `0x3333_3333`, `0x0f0f_0f0f`, `0x00ff_00ff`, `0x0000_ffff`.
    pub const fn mask(self) -> u32 {
        match self {
            SwarStep::Pairs => 0x5555_5555,
            SwarStep::Nibbles => 0x3333_3333,
            SwarStep::Bytes => 0x0f0f_0f0f,
            SwarStep::Halfwords => 0x00ff_00ff,
            SwarStep::Word => 0x0000_ffff,
        }
    }

    /// The two addends of this step for the previous value `v`:
    /// `(v & mask, (v >> shift) & mask)`. Their sum is the step's result.
    pub const fn halves(self, v: u32) -> (u32, u32) {
        (v & self.mask(), (v >> self.shift()) & self.mask())
    }

    /// The value after this step, from the value `v` before it.
    pub const fn apply(self, v: u32) -> u32 {
        let (low, high) = self.halves(v);
        low + high
    }
}

/// The parallel count of the ones of `x` (masked to `width`; use
/// [`Width::W32`] for the classic 32-bit version), one entry per step of
/// [`SwarStep::for_width`]: `(step name, value after the step)`. Entry `k`
/// is step `SwarStep::ALL[k]`. The last value is the number of ones.
pub fn popcount_parallel(x: u32, width: Width) -> Vec<(String, u32)> {
    let mut v = x & width.mask();
    SwarStep::for_width(width)
        .iter()
        .map(|step| {
            v = step.apply(v);
            (step.name().to_string(), v)
        })
        .collect()
}

// ---------------------------------------------------------------------------
// Combinations as bit patterns
// ---------------------------------------------------------------------------

/// The number of ways to choose `k` of `n`, exact in integers. 0 when
/// `k > n`. Exact for every result that fits a `u64` (all `n <= 67`);
/// larger results saturate at `u64::MAX`.
pub fn binomial(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k) as u128;
    let n = n as u128;
    let mut c: u128 = 1;
    for i in 0..k {
        // c * (n - i) is divisible by i + 1: it is C(n, i+1) * (i + 1).
        c = c * (n - i) / (i + 1);
        if c > u64::MAX as u128 {
            return u64::MAX;
        }
    }
    c as u64
}

/// The intermediate values of one step of Gosper's hack, which turns a
/// pattern into the next larger one with the same number of ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GosperStep {
    /// The pattern we start from.
    pub x: u32,
    /// `x & -x`: its lowest one.
    pub lowest: u32,
    /// `x + lowest`: the lowest block of ones carries one place up. A `u64`
    /// because at 32 bits the carry can leave the word.
    pub ripple: u64,
    /// `((ripple ^ x) >> 2) / lowest`: the ones of that block that remain,
    /// moved down to the bottom.
    pub ones: u32,
    /// `ripple | ones`: the next pattern, or `None` when it needs more than
    /// `n` bits (`x` was the last one).
    pub next: Option<u32>,
}

/// One step of Gosper's hack from `x` within `n` bits, with its parts.
/// `None` when `x` is 0 (the single pattern with no one has no successor
/// computable this way), when `n > 32`, or when `x` does not fit `n` bits.
pub fn gosper_step(x: u32, n: u32) -> Option<GosperStep> {
    if x == 0 || n > MAX_WIDTH || (n < MAX_WIDTH && x >> n != 0) {
        return None;
    }
    let lowest = x & x.wrapping_neg();
    let ripple = x as u64 + lowest as u64;
    let ones = (((ripple ^ x as u64) >> 2) / lowest as u64) as u32;
    let next = ripple | ones as u64;
    Some(GosperStep {
        x,
        lowest,
        ripple,
        ones,
        next: (next >> n == 0).then_some(next as u32),
    })
}

/// The next larger `n`-bit pattern with as many ones as `x`, if any.
pub fn next_combination(x: u32, n: u32) -> Option<u32> {
    gosper_step(x, n)?.next
}

/// The `n`-bit patterns with `m` ones, in increasing numeric order (see
/// [`combinations`]).
#[derive(Clone, Debug)]
pub struct Combinations {
    next: Option<u32>,
    n: u32,
    left: u64,
}

impl Iterator for Combinations {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        let x = self.next?;
        self.next = next_combination(x, self.n);
        self.left = self.left.saturating_sub(1);
        Some(x)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match usize::try_from(self.left) {
            Ok(n) => (n, Some(n)),
            Err(_) => (usize::MAX, None),
        }
    }
}

/// All ways to choose `m` of `n` items as `n`-bit patterns with `m` ones
/// (item `i` chosen = bit `i` set), smallest first, stepping with Gosper's
/// hack from `(1 << m) - 1`. `combinations(3, 5)` yields `0x07, 0x0b, 0x0d,
/// 0x0e, 0x13, 0x15, 0x16, 0x19, 0x1a, 0x1c`: `binomial(n, m)` patterns.
/// Empty when `m > n` or `n > 32`; `m = 0` yields the single pattern 0.
pub fn combinations(m: u32, n: u32) -> Combinations {
    let valid = m <= n && n <= MAX_WIDTH;
    Combinations {
        next: valid.then(|| u32::MAX.checked_shr(MAX_WIDTH - m).unwrap_or(0)),
        n,
        left: if valid { binomial(n, m) } else { 0 },
    }
}

/// The rank of `pattern` among the patterns with the same number of ones, in
/// increasing numeric order (the order of [`combinations`]), from 0.
///
/// It is computed from the most significant of the `n` bits down: for each
/// set bit `i`, add the number of patterns that leave bit `i` clear and put
/// the remaining `r` ones below it, `binomial(i, r)`. For 6 choose 3,
/// `0b000111` has rank 0 and `0b111000` rank 19.
///
/// The rank does not depend on `n` as long as `pattern` fits in `n` bits;
/// if it does not, bits at or above `n` still count, so the result is the
/// rank in the unbounded order and is `>= binomial(n, m)`.
pub fn combination_index(pattern: u32, n: u32) -> u64 {
    let _ = n;
    let mut r = pattern.count_ones();
    let mut rank = 0u64;
    for i in (0..MAX_WIDTH).rev() {
        if r == 0 {
            break;
        }
        if test_bit(pattern, i) {
            rank += binomial(i, r);
            r -= 1;
        }
    }
    rank
}

/// The pattern of rank `rank` among the `n`-bit patterns with `m` ones (the
/// inverse of [`combination_index`]). `None` when `m > n`, `n > 32` or
/// `rank >= binomial(n, m)`.
pub fn combination_from_index(rank: u64, m: u32, n: u32) -> Option<u32> {
    if m > n || n > MAX_WIDTH || rank >= binomial(n, m) {
        return None;
    }
    let mut rank = rank;
    let mut r = m;
    let mut pattern = 0u32;
    for i in (0..n).rev() {
        if r == 0 {
            break;
        }
        // Patterns with bit i clear come first; there are binomial(i, r).
        let below = binomial(i, r);
        if rank >= below {
            rank -= below;
            pattern |= 1 << i;
            r -= 1;
        }
    }
    Some(pattern)
}
