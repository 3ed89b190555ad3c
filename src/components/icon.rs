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
    /// The shapes on a 16 × 16 square: filled paths, then stroked ones.
    fn shapes(self) -> (&'static str, &'static str) {
        match self {
            Icon::Play => ("M4 2.5v11l9.5-5.5z", ""),
            Icon::Pause => ("M3.5 2.5h3.2v11H3.5zM9.3 2.5h3.2v11H9.3z", ""),
            Icon::Back => ("", "M14 8H3M7.5 3.5 3 8l4.5 4.5"),
            Icon::Forward => ("", "M2 8h11M8.5 3.5 13 8l-4.5 4.5"),
            Icon::Reset => ("M1.6 2.2v4.6h4.6z", "M3.2 5.4A5.6 5.6 0 1 1 2.4 9.2"),
            Icon::PrevSolution => ("", "M2 2.5v11M14 8H4.5M8.5 4 4.5 8l4 4"),
            Icon::NextSolution => ("", "M14 2.5v11M2 8h9.5M7.5 4l4 4-4 4"),
            Icon::Download => ("", "M8 1.5v9M4 6.5l4 4 4-4M2.5 14h11"),
        }
    }

    /// The name in `data-icon` (for the tests).
    fn name(self) -> &'static str {
        match self {
            Icon::Play => "play",
            Icon::Pause => "pause",
            Icon::Back => "back",
            Icon::Forward => "forward",
            Icon::Reset => "reset",
            Icon::PrevSolution => "prev-solution",
            Icon::NextSolution => "next-solution",
            Icon::Download => "download",
        }
    }
}

/// The icon, 1em square, hidden from screen readers (its control has the
/// name).
pub fn icon(which: Icon) -> Html {
    let (fill, stroke) = which.shapes();
    html! {
        <svg class="icon-svg" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"
             focusable="false" data-icon={which.name()}>
            if !fill.is_empty() { <path d={fill} fill="currentColor" /> }
            if !stroke.is_empty() {
                <path d={stroke} fill="none" stroke="currentColor" stroke-width="2"
                      stroke-linecap="round" stroke-linejoin="round" />
            }
        </svg>
    }
}
