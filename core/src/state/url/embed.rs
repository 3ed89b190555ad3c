//! The stepper's embedded widget (`embed=1`): the frame sizes the share
//! dialog offers and the iframe that shows it.

/// The frame sizes the share dialog offers for the embedded widget (width,
/// height in px), the first the default: a post or a slide, a narrow
/// column or a phone, a large slide. The widget fits each (its board, bit
/// rows and equation without scrolling).
pub const EMBED_SIZES: [(u32, u32); 3] = [(640, 480), (360, 480), (800, 600)];

/// The largest board a narrow frame (under 640 px wide: 360 × 480) shows
/// with its current row and that row's bits in sight; from the next board
/// on its rows scroll and the current row can be out of view, so the share
/// dialog does not offer that frame (and says why).
pub const NARROW_FRAME_MAX_N: usize = 12;

/// Whether the share dialog offers the frame `size` for a board of `n`.
pub fn embed_size_fits(size: (u32, u32), n: usize) -> bool {
    size.0 >= 640 || n <= NARROW_FRAME_MAX_N
}

/// The HTML of an iframe that shows `url` (an `embed=1` address), titled
/// `title`, `size` (width, height) px large.
pub fn iframe_code(url: &str, title: &str, size: (u32, u32)) -> String {
    let attr = |s: &str| s.replace('&', "&amp;").replace('"', "&quot;");
    let (width, height) = size;
    format!(
        "<iframe src=\"{}\" width=\"{width}\" height=\"{height}\" style=\"border:0;max-width:100%\" title=\"{}\" loading=\"lazy\"></iframe>",
        attr(url),
        attr(title)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embed_code_is_an_iframe_of_that_address() {
        let code = iframe_code(
            "https://x.test/q/?n=5&step=9&embed=1",
            "A \"title\"",
            EMBED_SIZES[0],
        );
        assert_eq!(
            code,
            "<iframe src=\"https://x.test/q/?n=5&amp;step=9&amp;embed=1\" width=\"640\" height=\"480\" \
             style=\"border:0;max-width:100%\" title=\"A &quot;title&quot;\" loading=\"lazy\"></iframe>"
        );
        let narrow = iframe_code("https://x.test/?embed=1", "t", (360, 480));
        assert!(narrow.contains("width=\"360\" height=\"480\""), "{narrow}");
    }

    /// 360 × 480 up to n = 12 only (at n = 16 it hid the current row); the
    /// wide frames for every board; the default frame always fits.
    #[test]
    fn the_narrow_frame_is_offered_up_to_n_12() {
        assert!(embed_size_fits((360, 480), 12));
        assert!(!embed_size_fits((360, 480), 13));
        assert!(!embed_size_fits((360, 480), 16));
        for n in 1..=16 {
            assert!(embed_size_fits(EMBED_SIZES[0], n));
            assert!(embed_size_fits((800, 600), n));
        }
    }
}
