//! The step controls' icons, drawn as SVG in the text's colour and size:
//! a glyph such as ⏸ is an empty box on a system whose fonts lack it, and a
//! control whose only content is its icon (presenter mode's, the widget's)
//! would then show nothing.

use yew::prelude::*;

/// Which icon.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Icon {
    Play,
    Pause,
    Back,
    Forward,
    Reset,
    PrevSolution,
    NextSolution,
    Download,
}

impl Icon {
    /// Its SVG on a 16 × 16 square (`data-icon` names it, for the tests):
    /// filled shapes or strokes, in the text's colour.
    fn svg(self) -> &'static str {
        macro_rules! svg {
            ($name:literal, fill $d:literal) => {
                concat!(
                    r#"<svg class="icon-svg" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" data-icon=""#,
                    $name,
                    r#""><path d=""#,
                    $d,
                    r#"" fill="currentColor"/></svg>"#
                )
            };
            ($name:literal, stroke $d:literal) => {
                concat!(
                    r#"<svg class="icon-svg" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" data-icon=""#,
                    $name,
                    r#""><path d=""#,
                    $d,
                    r#"" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>"#
                )
            };
        }
        match self {
            Icon::Play => svg!("play", fill "M4 2.5v11l9.5-5.5z"),
            Icon::Pause => svg!("pause", fill "M3.5 2.5h3.2v11H3.5zM9.3 2.5h3.2v11H9.3z"),
            Icon::Back => svg!("back", stroke "M14 8H3M7.5 3.5 3 8l4.5 4.5"),
            Icon::Forward => svg!("forward", stroke "M2 8h11M8.5 3.5 13 8l-4.5 4.5"),
            Icon::Reset => svg!("reset", stroke "M3.2 5.4A5.6 5.6 0 1 1 2.4 9.2M1.8 2.4v3.4h3.4"),
            Icon::PrevSolution => {
                svg!("prev-solution", stroke "M2 2.5v11M14 8H4.5M8.5 4 4.5 8l4 4")
            }
            Icon::NextSolution => svg!("next-solution", stroke "M14 2.5v11M2 8h9.5M7.5 4l4 4-4 4"),
            Icon::Download => svg!("download", stroke "M8 1.5v9M4 6.5l4 4 4-4M2.5 14h11"),
        }
    }
}

/// The icon, 1em square, hidden from screen readers (its control has the
/// name). Static markup (one string per icon): no node built per render.
pub fn icon(which: Icon) -> Html {
    Html::from_html_unchecked(AttrValue::Static(which.svg()))
}
