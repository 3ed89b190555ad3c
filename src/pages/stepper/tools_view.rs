//! The teacher's tools under the stepper's controls as the page draws them
//! (presenter mode's full screen and the figure's downloads are
//! `classroom`'s and the hooks', wasm only): share, present, the step as an
//! SVG or a PNG figure, the tree's link, and the line that says what a
//! figure button saved. Native too, for the view tests.

use yew::prelude::*;

use super::transport::{send, Ui};
use super::tree_side::tree_link;
use crate::components::markup::{attrs, tag_attrs};
use crate::components::{icon, Icon};
use crate::domain::stepper::machine;
use crate::domain::stepper::texts;
use crate::state::pages::Go;
use crate::state::url::Params;

/// The id (and test id) of the line that says what a figure button did.
pub const FIGURE_STATUS: &str = "figure-status";

/// The presses the page makes itself: presenter mode, and the figure as
/// an SVG or a PNG file.
pub struct ToolPresses {
    pub present: Callback<MouseEvent>,
    pub svg: Callback<MouseEvent>,
    pub png: Callback<MouseEvent>,
}

/// The tools at the page's address `params` (`go` moves to the tree).
///
/// Under them, the figure's status line: empty until a download, then
/// what it saved or that nothing was ([`texts::figure_said`]), written in
/// once per press (`hooks::say`). Made anew in each language (its key), so
/// that it never keeps the other language's words.
pub fn teach_tools(ui: Ui, params: &Params, go: &Callback<Go>, presses: ToolPresses) -> Html {
    let lang = ui.lang;
    let share = send(ui, machine::Event::SetShareOpen(true));
    let ToolPresses { present, svg, png } = presses;
    html! {
        <>
        <div class="teach-tools" role="group" aria-label={texts::TEACH_TOOLS.get(lang)}>
            // No aria-keyshortcuts: a control that has them lets every single-key
            // shortcut act on it (hooks::keys), and on Share N must do nothing.
            // S is listed in the Keys dialog.
            <button data-testid="share-open" onclick={share} aria-haspopup="dialog">
                { texts::SHARE.get(lang) }{ tag_attrs("kbd", attrs!["aria-hidden" => "true"], "S") }</button>
            <button data-testid="present-toggle" onclick={present} aria-keyshortcuts="F">
                { texts::PRESENT.get(lang) }{ tag_attrs("kbd", attrs!["aria-hidden" => "true"], "F") }</button>
            <button data-testid="export-svg" onclick={svg} title={texts::EXPORT_NOTE.get(lang)}>
                { icon(Icon::Download) }{ " " }{ texts::EXPORT_SVG.get(lang) }</button>
            <button data-testid="export-png" onclick={png} title={texts::EXPORT_NOTE.get(lang)}>
                { icon(Icon::Download) }{ " " }{ texts::EXPORT_PNG.get(lang) }</button>
            { tree_link(ui, params, go) }
        </div>
        <p key={lang.code()} role="status" class="hint figure-status" id={FIGURE_STATUS}
           data-testid={FIGURE_STATUS}></p>
        </>
    }
}
