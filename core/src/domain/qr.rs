//! A QR code of a link, as SVG (the share dialog's, for the phones of a
//! room). The encoder is `qrcodegen`; only the `extra` wasm's export
//! `qr_svg` calls this, so the first load does not carry it.

use qrcodegen::{QrCode, QrCodeEcc};

/// The quiet zone around the code, in modules (the standard asks for 4).
const BORDER: i32 = 4;

/// `text` as a QR code (error correction M) in an SVG drawn in modules of
/// one unit, dark on white (a scanner needs the contrast in either
/// theme); `None` when it is too long for any QR code. The SVG is
/// decorative (`aria-hidden`): the element around it carries the name.
pub fn qr_svg(text: &str) -> Option<String> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + BORDER, y + BORDER));
            }
        }
    }
    let full = size + 2 * BORDER;
    Some(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {full} {full}" width="100%" height="100%" aria-hidden="true" focusable="false" shape-rendering="crispEdges"><rect width="{full}" height="{full}" fill="#fff"/><path d="{path}" fill="#000"/></svg>"##
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_gives_an_svg_that_changes_with_it() {
        let a = qr_svg("https://example.test/?n=6&step=2").unwrap();
        let b = qr_svg("https://example.test/?n=6&step=3").unwrap();
        assert!(a.starts_with("<svg") && a.ends_with("</svg>"));
        assert!(a.contains("aria-hidden=\"true\""));
        assert_ne!(a, b);
        // A short link is a version 3 code at most: 29 modules and the border.
        assert!(a.contains("viewBox=\"0 0 37 37\""), "{}", &a[..120]);
    }

    #[test]
    fn too_long_a_text_gives_none() {
        assert_eq!(qr_svg(&"x".repeat(5000)), None);
    }
}
