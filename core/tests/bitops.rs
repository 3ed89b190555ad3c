//! The bits primer's logic against hand-computed values and the seed
//! articles' examples.

use bitqueens_core::bitops::*;

fn w(bits: u32) -> Width {
    Width::new(bits).unwrap()
}

/// A spread of 32-bit values: edges, single bits, runs, and a cheap PRNG.
fn sample_values() -> Vec<u32> {
    let mut v = vec![
        0,
        1,
        2,
        3,
        5,
        7,
        22,
        42,
        0x55,
        0xaa,
        0xff,
        0x8000_0000,
        0x7fff_ffff,
        0xffff_ffff,
        0xffff_fffe,
        0x5555_5555,
        0xaaaa_aaaa,
        0x0f0f_0f0f,
        0xdead_beef,
        0x8000_0001,
    ];
    v.extend((0..32).map(|i| 1u32 << i));
    v.extend((0..=32).map(|i| u32::MAX.checked_shr(32 - i).unwrap_or(0)));
    let mut s: u32 = 0x1234_5678;
    for _ in 0..2000 {
        // xorshift32
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        v.push(s);
    }
    v
}

// --- widths and formatting -------------------------------------------------

#[test]
fn width_bounds_and_masks() {
    assert_eq!(Width::new(0), None);
    assert_eq!(Width::new(33), None);
    assert_eq!(Width::for_board(0), w(1));
    assert_eq!(Width::for_board(40), Width::W32);
    assert_eq!(Width::for_board(5).bits(), 5);
    assert_eq!(mask(Width::W4), 0b1111);
    assert_eq!(mask(Width::W8), 0xff);
    assert_eq!(mask(Width::W16), 0xffff);
    assert_eq!(mask(Width::W32), 0xffff_ffff);
    assert_eq!(mask(w(1)), 1);
    // The seed's N = 5 mask: (1 << 5) - 1 = 31 = 0b11111.
    assert_eq!(mask(w(5)), 31);
    for bits in 1..=31 {
        assert_eq!(mask(w(bits)), (1u32 << bits) - 1);
    }
    assert_eq!(Width::W8.min_signed(), -128);
    assert_eq!(Width::W8.max_signed(), 127);
    assert_eq!(Width::W32.min_signed(), -2_147_483_648);
    assert_eq!(Width::W32.max_signed(), 2_147_483_647);
    assert_eq!(Width::W32.top_bit(), 0x8000_0000);
    assert_eq!(w(1).min_signed(), -1);
    assert_eq!(w(1).max_signed(), 0);
    assert_eq!(Width::PRESETS.map(Width::bits), [4, 8, 16, 32]);
}

#[test]
fn binary_is_msb_first_and_exactly_width_digits() {
    assert_eq!(to_binary(22, Width::W8), "00010110");
    assert_eq!(to_binary(5, Width::W4), "0101");
    assert_eq!(to_binary(0, Width::W4), "0000");
    assert_eq!(
        to_binary(0x8000_0000, Width::W32),
        format!("1{}", "0".repeat(31))
    );
    assert_eq!(to_binary(u32::MAX, Width::W32), "1".repeat(32));
    // Bits above the width are not shown.
    assert_eq!(to_binary(0x1f5, Width::W4), "0101");
    assert_eq!(to_binary(1, w(1)), "1");
    // The seed's quick table: 00010 is 2, 00100 is 4, 00101010 is 42.
    assert_eq!(to_binary(2, w(5)), "00010");
    assert_eq!(to_binary(4, w(5)), "00100");
    assert_eq!(to_binary(42, Width::W8), "00101010");
    for x in sample_values() {
        for bits in [1, 4, 5, 8, 13, 16, 32] {
            let s = to_binary(x, w(bits));
            assert_eq!(s.len(), bits as usize);
            assert_eq!(u32::from_str_radix(&s, 2).unwrap(), x & mask(w(bits)));
        }
    }
}

#[test]
fn grouped_binary_and_bit_helpers() {
    assert_eq!(to_binary_grouped(22, Width::W8, 4), "0001 0110");
    assert_eq!(to_binary_grouped(22, w(5), 4), "1 0110");
    assert_eq!(to_binary_grouped(22, w(5), 0), "10110");
    assert_eq!(
        to_binary_grouped(0xdead_beef, Width::W32, 8),
        "11011110 10101101 10111110 11101111"
    );
    assert_eq!(
        bits_msb_first(0b0110, Width::W4),
        vec![false, true, true, false]
    );
    assert_eq!(bit_index_at(0, Width::W8), Some(7));
    assert_eq!(bit_index_at(7, Width::W8), Some(0));
    assert_eq!(bit_index_at(8, Width::W8), None);
    // The seed's test_bit(256, 7/8/9) and set/clear of bits 0..8.
    assert!(!test_bit(256, 7));
    assert!(test_bit(256, 8));
    assert!(!test_bit(256, 9));
    for i in 0..8 {
        let x = set_bit(0, i);
        assert_eq!(x, 1 << i);
        assert_eq!(clear_bit(x, i), 0);
        assert_eq!(toggle_bit(toggle_bit(x, 3), 3), x);
    }
    assert!(test_bit(0x8000_0000, 31));
    // Out-of-range indices never panic.
    assert!(!test_bit(u32::MAX, 32));
    assert_eq!(set_bit(5, 40), 5);
    assert_eq!(clear_bit(5, 32), 5);
    assert_eq!(toggle_bit(5, u32::MAX), 5);
}

#[test]
fn hex_has_ceil_width_over_4_digits() {
    assert_eq!(to_hex(22, Width::W8), "0x16");
    assert_eq!(to_hex(22, Width::W16), "0x0016");
    assert_eq!(to_hex(0xa, Width::W4), "0xa");
    assert_eq!(to_hex(31, w(5)), "0x1f");
    assert_eq!(to_hex(0x8000_0000, Width::W32), "0x80000000");
    assert_eq!(to_hex(u32::MAX, Width::W32), "0xffffffff");
    assert_eq!(to_hex(0x1ff, Width::W8), "0xff");
}

#[test]
fn signed_reading_is_twos_complement() {
    assert_eq!(as_signed(0b1110_1010, Width::W8), -22);
    assert_eq!(as_signed(0b0001_0110, Width::W8), 22);
    assert_eq!(as_signed(0xff, Width::W8), -1);
    assert_eq!(as_signed(0x80, Width::W8), -128);
    assert_eq!(as_signed(0x7f, Width::W8), 127);
    // The seed's 4-bit table: -1 = 1111 ... -8 = 1000.
    for (v, bits) in [
        (-1, 0b1111),
        (-2, 0b1110),
        (-3, 0b1101),
        (-7, 0b1001),
        (-8, 0b1000),
    ] {
        assert_eq!(as_signed(bits, Width::W4), v);
        assert_eq!(wrap_signed(v, Width::W4), bits);
    }
    assert_eq!(as_signed(0x8000_0000, Width::W32), -2_147_483_648);
    assert_eq!(as_signed(u32::MAX, Width::W32), -1);
    assert_eq!(as_signed(0x7fff_ffff, Width::W32), 2_147_483_647);
    assert_eq!(as_signed(1, w(1)), -1);
    assert_eq!(wrap_signed(-22, Width::W8), 0b1110_1010);
    for x in sample_values() {
        assert_eq!(as_signed(x, Width::W32), x as i32 as i64);
        assert_eq!(as_signed(x, Width::W16), x as u16 as i16 as i64);
        assert_eq!(as_signed(x, Width::W8), x as u8 as i8 as i64);
        assert_eq!(wrap_signed(as_signed(x, Width::W8), Width::W8), x & 0xff);
    }
}

// --- parsing ---------------------------------------------------------------

#[test]
fn parse_accepts_decimal_negative_binary_hex() {
    let w8 = Width::W8;
    assert_eq!(parse_value("22", w8), Ok(22));
    assert_eq!(parse_value("+22", w8), Ok(22));
    assert_eq!(parse_value(" 5 ", w8), Ok(5));
    assert_eq!(parse_value("\t255\n", w8), Ok(255));
    assert_eq!(parse_value("0", w8), Ok(0));
    assert_eq!(parse_value("-0", w8), Ok(0));
    assert_eq!(parse_value("-22", w8), Ok(0b1110_1010));
    assert_eq!(parse_value("-1", w8), Ok(0xff));
    assert_eq!(parse_value("-128", w8), Ok(0x80));
    assert_eq!(parse_value("-1", Width::W4), Ok(0b1111));
    assert_eq!(parse_value("-8", Width::W4), Ok(0b1000));
    assert_eq!(parse_value("0b10110", w8), Ok(22));
    assert_eq!(parse_value("0B0001_0110", w8), Ok(22));
    assert_eq!(parse_value("0b0001 0110", w8), Ok(22));
    assert_eq!(parse_value("2#00101010", w8), Ok(42));
    assert_eq!(parse_value("2#11111", w(5)), Ok(31));
    assert_eq!(parse_value("0x16", w8), Ok(22));
    assert_eq!(parse_value("0XfF", w8), Ok(255));
    assert_eq!(parse_value("16#1f", w(5)), Ok(31));
    assert_eq!(parse_value("-0x16", w8), Ok(0b1110_1010));
    assert_eq!(parse_value("-0b1", w8), Ok(0xff));
    assert_eq!(parse_value("1_000", Width::W16), Ok(1000));
    // A bare binary-looking string is decimal.
    assert_eq!(parse_value("101", w8), Ok(101));
    let w32 = Width::W32;
    assert_eq!(parse_value("4294967295", w32), Ok(u32::MAX));
    assert_eq!(parse_value("-2147483648", w32), Ok(0x8000_0000));
    assert_eq!(parse_value("0x80000000", w32), Ok(0x8000_0000));
    assert_eq!(parse_value("0xffff_ffff", w32), Ok(u32::MAX));
    assert_eq!(
        parse_value(&format!("0b{}", "1".repeat(32)), w32),
        Ok(u32::MAX)
    );
    // Leading zeros beyond the width are fine as long as the value fits.
    assert_eq!(parse_value("0b00000001", Width::W4), Ok(1));
    // Round trip through the formatters.
    for x in sample_values() {
        for width in [Width::W4, w(5), Width::W8, Width::W32] {
            let x = x & mask(width);
            assert_eq!(parse_value(&to_hex(x, width), width), Ok(x));
            let bin = format!("0b{}", to_binary_grouped(x, width, 4));
            assert_eq!(parse_value(&bin, width), Ok(x));
            assert_eq!(parse_value(&x.to_string(), width), Ok(x));
            let signed = as_signed(x, width).to_string();
            assert_eq!(parse_value(&signed, width), Ok(x));
        }
    }
}

#[test]
fn parse_rejects_bad_input_with_clear_errors() {
    let w8 = Width::W8;
    assert_eq!(parse_value("", w8), Err(ParseError::Empty));
    assert_eq!(parse_value("   ", w8), Err(ParseError::Empty));
    assert_eq!(parse_value("-", w8), Err(ParseError::NoDigits));
    assert_eq!(parse_value("+", w8), Err(ParseError::NoDigits));
    assert_eq!(parse_value("0x", w8), Err(ParseError::NoDigits));
    assert_eq!(parse_value("0b", w8), Err(ParseError::NoDigits));
    assert_eq!(parse_value("-0x", w8), Err(ParseError::NoDigits));
    assert_eq!(parse_value("2#", w8), Err(ParseError::NoDigits));
    assert_eq!(parse_value("0x__", w8), Err(ParseError::NoDigits));
    assert_eq!(
        parse_value("1e3", w8),
        Err(ParseError::InvalidDigit {
            found: 'e',
            radix: 10
        })
    );
    assert_eq!(
        parse_value("0b102", w8),
        Err(ParseError::InvalidDigit {
            found: '2',
            radix: 2
        })
    );
    assert_eq!(
        parse_value("0xfg", w8),
        Err(ParseError::InvalidDigit {
            found: 'g',
            radix: 16
        })
    );
    assert_eq!(
        parse_value("1 2", w8),
        Err(ParseError::InvalidDigit {
            found: ' ',
            radix: 10
        })
    );
    assert_eq!(
        parse_value("--5", w8),
        Err(ParseError::InvalidDigit {
            found: '-',
            radix: 10
        })
    );
    assert_eq!(
        parse_value("3.5", w8),
        Err(ParseError::InvalidDigit {
            found: '.',
            radix: 10
        })
    );
    assert_eq!(
        parse_value("٣", w8),
        Err(ParseError::InvalidDigit {
            found: '٣',
            radix: 10
        })
    );
    assert_eq!(
        parse_value("abc", w8),
        Err(ParseError::InvalidDigit {
            found: 'a',
            radix: 10
        })
    );
    assert_eq!(
        parse_value("256", w8),
        Err(ParseError::TooLarge { max: 255 })
    );
    assert_eq!(
        parse_value("16", Width::W4),
        Err(ParseError::TooLarge { max: 15 })
    );
    assert_eq!(
        parse_value("0x100", w8),
        Err(ParseError::TooLarge { max: 255 })
    );
    assert_eq!(
        parse_value("99999999999999999999", w8),
        Err(ParseError::TooLarge { max: 255 })
    );
    assert_eq!(
        parse_value("99999999999999999999", Width::W32),
        Err(ParseError::TooLarge { max: u32::MAX })
    );
    assert_eq!(
        parse_value("4294967296", Width::W32),
        Err(ParseError::TooLarge { max: u32::MAX })
    );
    assert_eq!(
        parse_value(&format!("0x{}", "f".repeat(40)), Width::W32),
        Err(ParseError::TooLarge { max: u32::MAX })
    );
    // A bad digit is reported even after a huge prefix of good ones.
    assert_eq!(
        parse_value("99999999999999999999x", w8),
        Err(ParseError::InvalidDigit {
            found: 'x',
            radix: 10
        })
    );
    assert_eq!(
        parse_value("-129", w8),
        Err(ParseError::TooNegative { min: -128 })
    );
    assert_eq!(
        parse_value("-9", Width::W4),
        Err(ParseError::TooNegative { min: -8 })
    );
    assert_eq!(
        parse_value("-0xff", w8),
        Err(ParseError::TooNegative { min: -128 })
    );
    assert_eq!(
        parse_value("-2147483649", Width::W32),
        Err(ParseError::TooNegative {
            min: -2_147_483_648
        })
    );
    assert_eq!(
        parse_value("-99999999999999999999", Width::W32),
        Err(ParseError::TooNegative {
            min: -2_147_483_648
        })
    );
    // Every error has an English message.
    for e in [
        ParseError::Empty,
        ParseError::NoDigits,
        ParseError::InvalidDigit {
            found: 'e',
            radix: 10,
        },
        ParseError::TooLarge { max: 255 },
        ParseError::TooNegative { min: -128 },
    ] {
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn odd_strings_are_read_or_refused_as_documented() {
    use ParseError::*;
    let bad = |found, radix| Err(InvalidDigit { found, radix });
    // Each input at width 8, with what it means or why it is refused.
    let table: &[(&str, Result<u32, ParseError>)] = &[
        ("", Err(Empty)),
        ("\n", Err(Empty)),
        ("\u{3000}", Err(Empty)), // an ideographic space is a space
        ("-", Err(NoDigits)),
        ("+", Err(NoDigits)),
        ("0x", Err(NoDigits)),
        ("0b", Err(NoDigits)),
        ("2#", Err(NoDigits)),
        ("16#", Err(NoDigits)),
        ("_", Err(NoDigits)),
        ("__", Err(NoDigits)),
        ("#", bad('#', 10)),
        ("0", Ok(0)),
        ("00", Ok(0)),
        ("-0", Ok(0)),
        ("0_", Ok(0)),
        (" 5 ", Ok(5)),
        // A sign is only allowed at the front, with no space after it.
        ("- 5", bad(' ', 10)),
        ("5-", bad('-', 10)),
        ("--", bad('-', 10)),
        ("++1", bad('+', 10)),
        ("0x-1", bad('-', 16)),
        ("0b-1", bad('-', 2)),
        ("-0x1", Ok(0xff)),
        // One prefix only; no octal.
        ("0x0x1", bad('x', 16)),
        ("0b0b1", bad('b', 2)),
        ("0o17", bad('o', 10)),
        // No exponent, fraction, thousands separator or special value.
        ("1e3", bad('e', 10)),
        ("1E3", bad('E', 10)),
        ("1.0", bad('.', 10)),
        ("1,000", bad(',', 10)),
        ("NaN", bad('N', 10)),
        ("inf", bad('i', 10)),
        ("∞", bad('∞', 10)),
        ("🦀", bad('🦀', 10)),
        ("\u{0}", bad('\u{0}', 10)),
        ("0xé", bad('é', 16)),
        ("2#2", bad('2', 2)),
        ("16#g", bad('g', 16)),
        // The solver reads ASCII: full-width input (a Japanese input
        // method's default) is read into ASCII by the site first
        // (`domain::input::value`, tested there).
        ("１２", bad('１', 10)),
        ("０ｘＦＦ", bad('０', 10)),
        // Too big for 8 bits, however long.
        ("256", Err(TooLarge { max: 255 })),
        ("99999999999999999999", Err(TooLarge { max: 255 })),
        (
            "0xffffffffffffffffffffffffffffffff",
            Err(TooLarge { max: 255 }),
        ),
        ("-129", Err(TooNegative { min: -128 })),
        ("-99999999999999999999", Err(TooNegative { min: -128 })),
    ];
    for (text, expected) in table {
        assert_eq!(&parse_value(text, w(8)), expected, "{text:?}");
    }
    // The messages name what is wrong.
    assert_eq!(
        parse_value("1,000", w(8)).unwrap_err().to_string(),
        "',' is not a decimal digit"
    );
    assert_eq!(
        parse_value("0o17", w(8)).unwrap_err().to_string(),
        "'o' is not a decimal digit"
    );
    assert_eq!(
        parse_value("999", w(8)).unwrap_err().to_string(),
        "too large for this width (the largest is 255)"
    );
    // At every width, whatever is accepted fits the width.
    for (text, _) in table {
        for bits in 1..=32 {
            let width = w(bits);
            if let Ok(v) = parse_value(text, width) {
                assert_eq!(v & !mask(width), 0, "{text:?} at {bits}");
            }
        }
    }
}

// --- operations ------------------------------------------------------------

#[test]
fn op_symbols_names_and_arity() {
    assert_eq!(Op::And.symbol(), "&");
    assert_eq!(Op::Or.symbol(), "|");
    assert_eq!(Op::Xor.symbol(), "^");
    assert_eq!(Op::Not.symbol(), "~");
    assert_eq!(Op::Shl.symbol(), "<<");
    assert_eq!(Op::Shr.symbol(), ">>");
    assert_eq!(Op::Neg.symbol(), "-");
    assert_eq!(Op::LowestOne.symbol(), "x & -x");
    assert_eq!(Op::ClearLowest.symbol(), "x & (x - 1)");
    assert_eq!(Op::SetLowestZero.symbol(), "x | (x + 1)");
    assert_eq!(Op::AndNot.symbol(), "& ~");
    for op in Op::ALL {
        assert_eq!(Op::from_name(op.name()), Some(op));
        assert_eq!(op.to_string(), op.symbol());
        assert_eq!(op.second_row_label().is_some(), op.pair_kind().is_some());
    }
    assert_eq!(Op::from_name("nope"), None);
    let unary: Vec<Op> = Op::ALL.into_iter().filter(|op| op.is_unary()).collect();
    assert_eq!(
        unary,
        [
            Op::Not,
            Op::Neg,
            Op::LowestOne,
            Op::ClearLowest,
            Op::SetLowestZero
        ]
    );
    assert!(Op::Shl.is_shift() && Op::Shr.is_shift() && !Op::And.is_shift());
}

#[test]
fn ops_at_width_4() {
    let w4 = Width::W4;
    // The seed: 5 & 3 = 1, 5 | 3 = 7, 5 ^ 3 = 6 (0101 with 0011).
    assert_eq!(apply(Op::And, 5, 3, w4), 0b0001);
    assert_eq!(apply(Op::Or, 5, 3, w4), 0b0111);
    assert_eq!(apply(Op::Xor, 5, 3, w4), 0b0110);
    assert_eq!(apply(Op::AndNot, 5, 3, w4), 0b0100);
    // ~1 = -2 and ~0 = -1 in the signed reading.
    assert_eq!(apply(Op::Not, 1, 0, w4), 0b1110);
    assert_eq!(as_signed(apply(Op::Not, 1, 0, w4), w4), -2);
    assert_eq!(as_signed(apply(Op::Not, 0, 0, w4), w4), -1);
    assert_eq!(apply(Op::Shl, 0b0101, 1, w4), 0b1010);
    assert_eq!(apply(Op::Shl, 0b0101, 2, w4), 0b0100);
    assert_eq!(apply(Op::Shl, 0b1111, 3, w4), 0b1000);
    assert_eq!(apply(Op::Shl, 0b1111, 4, w4), 0);
    assert_eq!(apply(Op::Shr, 0b1010, 1, w4), 0b0101);
    assert_eq!(apply(Op::Shr, 0b1000, 3, w4), 0b0001);
    assert_eq!(apply(Op::Shr, 0b1111, 4, w4), 0);
    assert_eq!(apply(Op::Neg, 1, 0, w4), 0b1111);
    assert_eq!(apply(Op::Neg, 0b1000, 0, w4), 0b1000);
    assert_eq!(apply(Op::Neg, 0, 0, w4), 0);
    // The seed's 4-bit table of x & -x for 1..=7.
    let lowest = [0b0001, 0b0010, 0b0001, 0b0100, 0b0001, 0b0010, 0b0001];
    for (x, want) in (1..=7).zip(lowest) {
        assert_eq!(apply(Op::LowestOne, x, 0, w4), want, "{x}");
    }
    // The seed's diagrams: 1111 & 1110, 1000 & 0111, 0000 | 0001, 0111 | 1000.
    assert_eq!(apply(Op::ClearLowest, 0b1111, 0, w4), 0b1110);
    assert_eq!(apply(Op::ClearLowest, 0b1000, 0, w4), 0b0000);
    assert_eq!(apply(Op::SetLowestZero, 0b0000, 0, w4), 0b0001);
    assert_eq!(apply(Op::SetLowestZero, 0b0111, 0, w4), 0b1111);
    assert_eq!(apply(Op::SetLowestZero, 0b1111, 0, w4), 0b1111);
    assert_eq!(apply(Op::ClearLowest, 0, 0, w4), 0);
    assert_eq!(apply(Op::LowestOne, 0, 0, w4), 0);
    // Inputs above the width are ignored.
    assert_eq!(apply(Op::Not, 0xf0, 0, w4), 0b1111);
    assert_eq!(apply(Op::Or, 0x10, 0x20, w4), 0);
}

#[test]
fn ops_at_width_8() {
    let w8 = Width::W8;
    // 22 & -22 = 2: 00010110 AND 11101010 = 00000010.
    let minus22 = parse_value("-22", w8).unwrap();
    assert_eq!(to_binary(minus22, w8), "11101010");
    assert_eq!(apply(Op::Neg, 22, 0, w8), minus22);
    assert_eq!(to_binary(apply(Op::And, minus22, 22, w8), w8), "00000010");
    assert_eq!(apply(Op::LowestOne, 22, 0, w8), 2);
    assert_eq!(apply(Op::ClearLowest, 22, 0, w8), 0b0001_0100);
    assert_eq!(apply(Op::SetLowestZero, 22, 0, w8), 0b0001_0111);
    // The seed's attack row on a 5-board: left|down|right = 4|2|1 = 7,
    // ~7 = -8, and mask & ~7 = 24 = 11000.
    let w5 = w(5);
    let attacks = apply(Op::Or, apply(Op::Or, 4, 2, w5), 1, w5);
    assert_eq!(attacks, 7);
    assert_eq!(
        as_signed(apply(Op::Not, attacks, 0, Width::W32), Width::W32),
        -8
    );
    assert_eq!(apply(Op::Not, attacks, 0, w5), 24);
    assert_eq!(apply(Op::AndNot, mask(w5), attacks, w5), 0b11000);
    // (left | bit) << 1 and (right | bit) >> 1 with bit = 00010.
    assert_eq!(apply(Op::Shl, apply(Op::Or, 0, 2, w5), 1, w5), 4);
    assert_eq!(apply(Op::Shr, apply(Op::Or, 0, 2, w5), 1, w5), 1);
    assert_eq!(apply(Op::And, 0xcc, 0xaa, w8), 0x88);
    assert_eq!(apply(Op::Or, 0xcc, 0xaa, w8), 0xee);
    assert_eq!(apply(Op::Xor, 0xcc, 0xaa, w8), 0x66);
    assert_eq!(apply(Op::AndNot, 0xcc, 0xaa, w8), 0x44);
    assert_eq!(apply(Op::Not, 0x0f, 0, w8), 0xf0);
    assert_eq!(apply(Op::Shl, 0x81, 1, w8), 0x02);
    assert_eq!(apply(Op::Shr, 0x81, 1, w8), 0x40);
    assert_eq!(apply(Op::Shl, 1, 7, w8), 0x80);
    assert_eq!(apply(Op::Shl, 1, 8, w8), 0);
    assert_eq!(apply(Op::Shr, 0x80, 7, w8), 1);
    assert_eq!(apply(Op::Shr, 0x80, 8, w8), 0);
    assert_eq!(apply(Op::Neg, 0x80, 0, w8), 0x80);
    assert_eq!(apply(Op::Neg, 0, 0, w8), 0);
    assert_eq!(apply(Op::Neg, 1, 0, w8), 0xff);
    assert_eq!(apply(Op::Neg, 0xff, 0, w8), 1);
    // Seed's shifts: 1 << 8 = 256, 256 >> 8 = 1, 65536 >> 8 = 256 (32 bits).
    let w32 = Width::W32;
    assert_eq!(apply(Op::Shl, 1, 8, w32), 256);
    assert_eq!(apply(Op::Shl, 1, 16, w32), 65536);
    assert_eq!(apply(Op::Shr, 256, 8, w32), 1);
    assert_eq!(apply(Op::Shr, 65536, 8, w32), 256);
}

#[test]
fn ops_at_width_32_edges() {
    let w32 = Width::W32;
    let top = 0x8000_0000u32;
    assert_eq!(apply(Op::Shl, top, 1, w32), 0);
    assert_eq!(apply(Op::Shr, top, 1, w32), 0x4000_0000);
    assert_eq!(apply(Op::Shr, top, 31, w32), 1);
    assert_eq!(apply(Op::Shr, top, 32, w32), 0);
    assert_eq!(apply(Op::Shl, 1, 31, w32), top);
    assert_eq!(apply(Op::Shl, 1, 32, w32), 0);
    assert_eq!(apply(Op::Shl, u32::MAX, 33, w32), 0);
    assert_eq!(apply(Op::Shl, u32::MAX, u32::MAX, w32), 0);
    assert_eq!(apply(Op::Shr, u32::MAX, u32::MAX, w32), 0);
    assert_eq!(apply(Op::Not, 0, 0, w32), u32::MAX);
    assert_eq!(apply(Op::Not, u32::MAX, 0, w32), 0);
    assert_eq!(apply(Op::Neg, 0, 0, w32), 0);
    assert_eq!(apply(Op::Neg, top, 0, w32), top);
    assert_eq!(apply(Op::Neg, 1, 0, w32), u32::MAX);
    assert_eq!(apply(Op::Neg, u32::MAX, 0, w32), 1);
    assert_eq!(apply(Op::LowestOne, top, 0, w32), top);
    assert_eq!(apply(Op::LowestOne, u32::MAX, 0, w32), 1);
    assert_eq!(apply(Op::ClearLowest, top, 0, w32), 0);
    assert_eq!(apply(Op::SetLowestZero, u32::MAX, 0, w32), u32::MAX);
    assert_eq!(apply(Op::SetLowestZero, 0x7fff_ffff, 0, w32), u32::MAX);
    assert_eq!(apply(Op::And, u32::MAX, top, w32), top);
    assert_eq!(apply(Op::Xor, u32::MAX, top, w32), 0x7fff_ffff);
    // Against Rust's own operators for many values.
    let values = sample_values();
    for (k, &a) in values.iter().enumerate() {
        let b = values[(k * 7 + 3) % values.len()];
        let s = b % 40;
        assert_eq!(apply(Op::And, a, b, w32), a & b);
        assert_eq!(apply(Op::Or, a, b, w32), a | b);
        assert_eq!(apply(Op::Xor, a, b, w32), a ^ b);
        assert_eq!(apply(Op::AndNot, a, b, w32), a & !b);
        assert_eq!(apply(Op::Not, a, b, w32), !a);
        assert_eq!(apply(Op::Shl, a, s, w32), a.checked_shl(s).unwrap_or(0));
        assert_eq!(apply(Op::Shr, a, s, w32), a.checked_shr(s).unwrap_or(0));
        assert_eq!(apply(Op::Neg, a, b, w32), (a as i32).wrapping_neg() as u32);
        assert_eq!(apply(Op::LowestOne, a, b, w32), a & a.wrapping_neg());
        assert_eq!(apply(Op::ClearLowest, a, b, w32), a & a.wrapping_sub(1));
        assert_eq!(apply(Op::SetLowestZero, a, b, w32), a | a.wrapping_add(1));
        // At width 8 the results equal the u8 operators.
        let (a8, b8) = (a as u8, b as u8);
        let w8 = Width::W8;
        assert_eq!(apply(Op::Not, a, b, w8), !a8 as u32);
        assert_eq!(apply(Op::Neg, a, b, w8), a8.wrapping_neg() as u32);
        assert_eq!(
            apply(Op::Shl, a, s, w8),
            a8.checked_shl(s).unwrap_or(0) as u32
        );
        assert_eq!(
            apply(Op::Shr, a, s, w8),
            a8.checked_shr(s).unwrap_or(0) as u32
        );
        assert_eq!(apply(Op::AndNot, a, b, w8), (a8 & !b8) as u32);
        assert_eq!(
            apply(Op::SetLowestZero, a, b, w8),
            (a8 | a8.wrapping_add(1)) as u32
        );
    }
}

#[test]
fn results_always_fit_the_width() {
    for bits in 1..=32 {
        let width = w(bits);
        for &a in &sample_values()[..200] {
            for op in Op::ALL {
                for b in [
                    0,
                    1,
                    3,
                    bits - 1,
                    bits,
                    bits + 1,
                    31,
                    32,
                    u32::MAX,
                    a.rotate_left(7),
                ] {
                    let r = apply(op, a, b, width);
                    assert_eq!(r & !mask(width), 0, "{op:?} {a:#x} {b} at {bits}");
                }
            }
        }
    }
}

// --- per-bit origins -------------------------------------------------------

#[test]
fn origins_of_and_for_22_and_minus_22() {
    let w8 = Width::W8;
    let o = bit_origins(Op::And, 22, 0b1110_1010, w8);
    assert_eq!(o.len(), 8);
    assert_eq!(o[0].index, 7);
    assert_eq!(o[7].index, 0);
    assert_eq!(
        o[6],
        Origin {
            index: 1,
            value: true,
            source: Source::Pair { a: true, y: true }
        }
    );
    assert_eq!(
        o[5],
        Origin {
            index: 2,
            value: false,
            source: Source::Pair { a: true, y: false }
        }
    );
    assert_eq!(
        o[0],
        Origin {
            index: 7,
            value: false,
            source: Source::Pair { a: false, y: true }
        }
    );
    // x & -x uses -x as the second row.
    assert_eq!(Op::LowestOne.second_row(22, 0, w8), Some(0b1110_1010));
    assert_eq!(bit_origins(Op::LowestOne, 22, 99, w8), o);
    assert_eq!(Op::ClearLowest.second_row(22, 0, w8), Some(21));
    assert_eq!(Op::SetLowestZero.second_row(22, 0, w8), Some(23));
    assert_eq!(Op::AndNot.second_row(0b11111, 7, w(5)), Some(0b11000));
    assert_eq!(Op::Shl.second_row(1, 1, w8), None);
}

#[test]
fn origins_of_not_shifts_and_neg() {
    let w4 = Width::W4;
    let not = bit_origins(Op::Not, 0b0101, 0, w4);
    let sources: Vec<Source> = not.iter().map(|o| o.source).collect();
    assert_eq!(
        sources,
        [
            Source::Inverted { a: false },
            Source::Inverted { a: true },
            Source::Inverted { a: false },
            Source::Inverted { a: true },
        ]
    );
    let shl = bit_origins(Op::Shl, 0b1011, 1, w4);
    let sources: Vec<Source> = shl.iter().map(|o| o.source).collect();
    assert_eq!(
        sources,
        [
            Source::Moved { from: 2, a: false },
            Source::Moved { from: 1, a: true },
            Source::Moved { from: 0, a: true },
            Source::ShiftedIn,
        ]
    );
    let shr = bit_origins(Op::Shr, 0b1011, 2, w4);
    let sources: Vec<Source> = shr.iter().map(|o| o.source).collect();
    assert_eq!(
        sources,
        [
            Source::ShiftedIn,
            Source::ShiftedIn,
            Source::Moved { from: 3, a: true },
            Source::Moved { from: 2, a: false },
        ]
    );
    for s in [4, 5, 32, u32::MAX] {
        assert!(bit_origins(Op::Shl, 0b1111, s, w4)
            .iter()
            .all(|o| o.source == Source::ShiftedIn && !o.value));
        assert!(bit_origins(Op::Shr, 0b1111, s, w4)
            .iter()
            .all(|o| o.source == Source::ShiftedIn && !o.value));
    }
    // -22 at width 8: flipped 11101001, carries into bits 1 and 0.
    let neg = bit_origins(Op::Neg, 22, 0, Width::W8);
    let (flipped, _, carries) = twos_complement_steps(22, Width::W8);
    for (k, o) in neg.iter().enumerate() {
        let i = 7 - k as u32;
        assert_eq!(
            o.source,
            Source::AddOne {
                flipped: test_bit(flipped, i),
                carry_in: carries[k]
            }
        );
    }
}

#[test]
fn origins_are_truthful_for_every_op() {
    for bits in [1, 4, 5, 8, 32] {
        let width = w(bits);
        let values = sample_values();
        for (k, &a) in values.iter().take(300).enumerate() {
            let b_pattern = values[(k * 13 + 1) % values.len()];
            for op in Op::ALL {
                let b = if op.is_shift() {
                    b_pattern % 36
                } else {
                    b_pattern
                };
                let r = apply(op, a, b, width);
                let origins = bit_origins(op, a, b, width);
                assert_eq!(origins.len(), bits as usize);
                for (pos, o) in origins.iter().enumerate() {
                    assert_eq!(o.index, bits - 1 - pos as u32);
                    assert_eq!(o.value, test_bit(r, o.index));
                    let expect = match o.source {
                        Source::Pair { a: ai, y } => {
                            assert_eq!(ai, test_bit(a, o.index));
                            let second = op.second_row(a, b, width).unwrap();
                            assert_eq!(y, test_bit(second, o.index));
                            op.pair_kind().unwrap().combine(ai, y)
                        }
                        Source::Inverted { a: ai } => {
                            assert_eq!(ai, test_bit(a, o.index));
                            !ai
                        }
                        Source::Moved { from, a: ai } => {
                            assert!(from < bits);
                            assert_eq!(ai, test_bit(a, from));
                            ai
                        }
                        Source::ShiftedIn => false,
                        Source::AddOne { flipped, carry_in } => {
                            assert_eq!(flipped, !test_bit(a, o.index));
                            flipped ^ carry_in
                        }
                    };
                    assert_eq!(o.value, expect, "{op:?} a={a:#x} b={b} bit {}", o.index);
                }
            }
        }
    }
}

// --- two's complement ------------------------------------------------------

#[test]
fn twos_complement_of_22_at_width_8() {
    let (flipped, plus_one, carries) = twos_complement_steps(22, Width::W8);
    assert_eq!(to_binary(flipped, Width::W8), "11101001");
    assert_eq!(to_binary(plus_one, Width::W8), "11101010");
    assert_eq!(as_signed(plus_one, Width::W8), -22);
    // Carry into each bit, MSB first: the +1 enters bit 0 and carries once.
    assert_eq!(
        carries,
        [false, false, false, false, false, false, true, true]
    );
}

#[test]
fn twos_complement_steps_edges() {
    // The seed: 1 -> 11111110 -> 11111111, 2 -> 11111101 -> 11111110.
    let (f, p, c) = twos_complement_steps(1, Width::W8);
    assert_eq!((f, p), (0b1111_1110, 0b1111_1111));
    assert_eq!(c, [false, false, false, false, false, false, false, true]);
    let (f, p, _) = twos_complement_steps(2, Width::W8);
    assert_eq!((f, p), (0b1111_1101, 0b1111_1110));
    // -0 = 0: the carry runs through every bit and falls off the top.
    let (f, p, c) = twos_complement_steps(0, Width::W8);
    assert_eq!((f, p), (0xff, 0));
    assert!(c.iter().all(|&x| x));
    let (f, p, c) = twos_complement_steps(0x8000_0000, Width::W32);
    assert_eq!((f, p), (0x7fff_ffff, 0x8000_0000));
    assert_eq!(c.len(), 32);
    assert!(c.iter().all(|&x| x));
    let (f, p, c) = twos_complement_steps(0, Width::W32);
    assert_eq!((f, p), (u32::MAX, 0));
    assert!(c.iter().all(|&x| x));
    for x in sample_values() {
        for width in [w(1), Width::W4, w(7), Width::W8, Width::W32] {
            let (f, p, c) = twos_complement_steps(x, width);
            assert_eq!(f, apply(Op::Not, x, 0, width));
            assert_eq!(p, apply(Op::Neg, x, 0, width));
            assert_eq!(c.len(), width.bits() as usize);
            assert!(*c.last().unwrap());
            // Adding the carries back reproduces the sum bit by bit.
            for (k, &carry) in c.iter().enumerate() {
                let i = width.bits() - 1 - k as u32;
                assert_eq!(test_bit(p, i), test_bit(f, i) ^ carry);
            }
        }
    }
}

// --- counting ones ---------------------------------------------------------

#[test]
fn popcount_by_clearing_steps() {
    assert_eq!(popcount_by_clearing(0), [0]);
    assert_eq!(popcount_by_clearing(0b1011), [0b1011, 0b1010, 0b1000, 0]);
    assert_eq!(popcount_by_clearing(0x8000_0000), [0x8000_0000, 0]);
    assert_eq!(popcount_by_clearing(u32::MAX).len(), 33);
    for x in sample_values() {
        let steps = popcount_by_clearing(x);
        assert_eq!(steps.len() as u32 - 1, x.count_ones());
        assert_eq!(steps[0], x);
        assert_eq!(*steps.last().unwrap(), 0);
        for pair in steps.windows(2) {
            assert_eq!(pair[1], apply(Op::ClearLowest, pair[0], 0, Width::W32));
        }
    }
}

#[test]
fn popcount_parallel_steps() {
    let names: Vec<&str> = SwarStep::ALL.iter().map(|s| s.name()).collect();
    assert_eq!(names, ["pairs", "nibbles", "bytes", "halfwords", "word"]);
    assert_eq!(SwarStep::ALL.map(SwarStep::field_bits), [2, 4, 8, 16, 32]);
    assert_eq!(SwarStep::ALL.map(SwarStep::shift), [1, 2, 4, 8, 16]);
    assert_eq!(
        SwarStep::ALL.map(SwarStep::mask),
        [
            0x5555_5555,
            0x3333_3333,
            0x0f0f_0f0f,
            0x00ff_00ff,
            0x0000_ffff
        ]
    );
    for (k, s) in SwarStep::ALL.iter().enumerate() {
        assert_eq!(s.index(), k);
    }
    let count = |bits: u32| SwarStep::for_width(w(bits)).len();
    assert_eq!(
        [1, 2, 3, 4, 5, 8, 9, 16, 17, 32].map(count),
        [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    );
    // Hand-computed: 0b1111_0110 at width 8.
    // pairs: 11 11 01 10 -> 10 10 01 01; nibbles: 0100 0010; bytes: 6.
    let steps = popcount_parallel(0b1111_0110, Width::W8);
    assert_eq!(
        steps,
        [
            ("pairs".to_string(), 0b1010_0101),
            ("nibbles".to_string(), 0b0100_0010),
            ("bytes".to_string(), 6),
        ]
    );
    assert_eq!(
        SwarStep::Pairs.halves(0b1111_0110),
        (0b0101_0100, 0b0101_0001)
    );
    let full = popcount_parallel(u32::MAX, Width::W32);
    let values: Vec<u32> = full.iter().map(|(_, v)| *v).collect();
    assert_eq!(
        values,
        [0xaaaa_aaaa, 0x4444_4444, 0x0808_0808, 0x0010_0010, 32]
    );
    assert_eq!(
        popcount_parallel(0x8000_0000, Width::W32).last().unwrap().1,
        1
    );
    assert_eq!(popcount_parallel(1, w(1)), [("pairs".to_string(), 1)]);
    for x in sample_values() {
        let steps = popcount_parallel(x, Width::W32);
        assert_eq!(steps.len(), 5);
        assert_eq!(steps.last().unwrap().1, x.count_ones());
        for (k, (name, _)) in steps.iter().enumerate() {
            assert_eq!(name, SwarStep::ALL[k].name());
        }
        for bits in [1, 3, 4, 5, 8, 12, 16, 20, 31] {
            let width = w(bits);
            let steps = popcount_parallel(x, width);
            assert_eq!(steps.len(), SwarStep::for_width(width).len());
            assert_eq!(steps.last().unwrap().1, (x & mask(width)).count_ones());
        }
        // Both ways agree.
        assert_eq!(
            popcount_by_clearing(x).len() as u32 - 1,
            popcount_parallel(x, Width::W32).last().unwrap().1
        );
    }
}

// --- combinations ----------------------------------------------------------

#[test]
fn binomials_are_exact() {
    assert_eq!(binomial(5, 3), 10);
    assert_eq!(binomial(6, 3), 20);
    assert_eq!(binomial(4, 2), 6);
    assert_eq!(binomial(0, 0), 1);
    assert_eq!(binomial(3, 4), 0);
    assert_eq!(binomial(32, 16), 601_080_390);
    assert_eq!(binomial(64, 32), 1_832_624_140_942_590_534);
    assert_eq!(binomial(67, 33), 14_226_520_737_620_288_370);
    assert_eq!(binomial(68, 34), u64::MAX);
    assert_eq!(binomial(u32::MAX, 1), u32::MAX as u64);
    // Pascal's rule.
    for n in 1..=64 {
        for k in 1..n {
            assert_eq!(binomial(n, k), binomial(n - 1, k - 1) + binomial(n - 1, k));
        }
    }
}

#[test]
fn seed_combinations_of_3_from_5() {
    let all: Vec<u32> = combinations(3, 5).collect();
    assert_eq!(
        all,
        [0x07, 0x0b, 0x0d, 0x0e, 0x13, 0x15, 0x16, 0x19, 0x1a, 0x1c]
    );
    // 1, 3, 4 chosen is 11010.
    assert_eq!(to_binary(0b11010, w(5)), "11010");
    assert!(all.contains(&0b11010));
    // The seed's rank table: 0 -> 7, 1 -> 11, ..., 9 -> 28.
    let by_rank = [7, 11, 13, 14, 19, 21, 22, 25, 26, 28];
    for (rank, &p) in by_rank.iter().enumerate() {
        assert_eq!(combination_from_index(rank as u64, 3, 5), Some(p));
        assert_eq!(combination_index(p, 5), rank as u64);
    }
    assert_eq!(combination_from_index(10, 3, 5), None);
    // 6 choose 3: 000111 is number 0, 111000 is number 19.
    assert_eq!(combination_index(0b000111, 6), 0);
    assert_eq!(combination_index(0b111000, 6), 19);
    assert_eq!(combination_from_index(19, 3, 6), Some(0b111000));
}

#[test]
fn combinations_count_order_and_round_trip_up_to_12() {
    for n in 0..=12 {
        for m in 0..=n {
            let all: Vec<u32> = combinations(m, n).collect();
            assert_eq!(all.len() as u64, binomial(n, m), "C({n}, {m})");
            assert_eq!(combinations(m, n).size_hint().0 as u64, binomial(n, m));
            // Increasing, right popcount, within n bits.
            assert!(all.windows(2).all(|p| p[0] < p[1]));
            for (rank, &p) in all.iter().enumerate() {
                assert_eq!(p.count_ones(), m);
                assert!(p < 1 << n);
                assert_eq!(combination_index(p, n), rank as u64);
                assert_eq!(combination_from_index(rank as u64, m, n), Some(p));
            }
            // Exactly the patterns a brute force finds.
            let brute: Vec<u32> = (0..1u32 << n).filter(|x| x.count_ones() == m).collect();
            assert_eq!(all, brute);
            assert_eq!(combination_from_index(binomial(n, m), m, n), None);
        }
    }
}

#[test]
fn combinations_at_32_bits_and_invalid_parameters() {
    assert_eq!(combinations(0, 0).collect::<Vec<_>>(), [0]);
    assert_eq!(combinations(0, 32).collect::<Vec<_>>(), [0]);
    assert_eq!(combinations(32, 32).collect::<Vec<_>>(), [u32::MAX]);
    assert_eq!(combinations(33, 32).count(), 0);
    assert_eq!(combinations(5, 4).count(), 0);
    assert_eq!(combinations(1, 33).count(), 0);
    let ones: Vec<u32> = combinations(1, 32).collect();
    assert_eq!(ones, (0..32).map(|i| 1u32 << i).collect::<Vec<_>>());
    assert_eq!(combinations(31, 32).count(), 32);
    assert_eq!(combinations(2, 32).count() as u64, binomial(32, 2));
    assert_eq!(combinations(30, 32).last(), Some(0xffff_fffc));
    // The last pattern of every m at 32 bits has no successor.
    for m in 1..=32 {
        let last = u32::MAX << (32 - m);
        assert_eq!(next_combination(last, 32), None);
        assert_eq!(combination_index(last, 32), binomial(32, m) - 1);
        assert_eq!(
            combination_from_index(binomial(32, m) - 1, m, 32),
            Some(last)
        );
    }
    assert_eq!(combination_from_index(0, 16, 32), Some(0xffff));
    assert_eq!(combination_index(0xffff, 32), 0);
    assert_eq!(combination_from_index(0, 3, 2), None);
    assert_eq!(combination_from_index(0, 1, 33), None);
    // A pattern too wide for n ranks past the end of n's patterns.
    assert!(combination_index(0b1000, 3) >= binomial(3, 1));
    // Gosper's step, spelled out: from 0b10110.
    let g = gosper_step(0b10110, 5).unwrap();
    assert_eq!(g.lowest, 0b00010);
    assert_eq!(g.ripple, 0b11000);
    assert_eq!(g.ones, 0b00001);
    assert_eq!(g.next, Some(0b11001));
    assert_eq!(gosper_step(0b11100, 5).unwrap().next, None);
    assert_eq!(gosper_step(0, 5), None);
    assert_eq!(gosper_step(0b100000, 5), None);
    assert_eq!(gosper_step(1, 33), None);
    let g = gosper_step(0x8000_0000, 32).unwrap();
    assert_eq!(g.ripple, 1 << 32);
    assert_eq!(g.next, None);
}
