//! The stepper: the main teaching screen. Thin: it shows the stepper's
//! machine (`domain::stepper::machine`, the shell's, which lives while the
//! page is not shown; `hooks::use_stepper`) and lays out its panels, given its
//! state and where its events go; its timers, keys, full screen and
//! dialogs' focus are custom hooks (`crate::hooks`) given the same.

use std::rc::Rc;

use yew::prelude::*;

use super::classroom;
use super::code_view::CodeView;
use super::explain_view::{equations_view, explain_view, present_bits, Explain};
use super::solutions_view::SolutionsView;
use super::stack_view::stack_view;
use super::tools_view::{teach_tools, ToolPresses};
use super::transport::{counters, embed_event, room_buttons, send, step_line, transport, Ui};
use super::tree_side::tree_panel;
use crate::components::link::site_address;
use crate::components::markup::{attrs, link_to, tag, tag_attrs, tag_class};
use crate::components::{bit_grid, bit_rows, board, Modal};
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::machine::{self, SPEEDS};
use crate::domain::stepper::moment::Moment;
use crate::domain::stepper::texts::{self, event_line};
use crate::hooks::{
    set_presenting, set_shortcuts_on, shortcuts_on, use_focus_on_open, use_full_screen_exit,
    use_live_region, use_reveal, use_share_focus, use_stepper, use_stepper_keys, StepperRuntime,
};
use crate::i18n::Lang;
use crate::state::pages::Go;
use crate::state::url::{Notice, Params};
use solver::Event as StepEvent;

/// From this speed on a step lasts less than the shift animations, so they
/// are left out while playing.
const FAST_SPEED: u32 = 8;

/// The stepper's first screen is built over frames (`use_reveal`), each
/// part a task of its own and each below the ones before, so that no part
/// moves what is already on screen: the site's header alone (stage 1), the
/// controls, counters and event, the board, the bit rows, the explanation,
/// the side column. On a phone the settings follow the bit rows, so they
/// stay hidden until those are there.
const SHOW_TOP: u8 = 2;
const SHOW_BOARD: u8 = 3;
const SHOW_BITS: u8 = 4;
const SHOW_EXPLAIN: u8 = 5;
const SHOW_SIDE: u8 = 6;

#[derive(Properties, PartialEq)]
pub struct StepperViewProps {
    pub lang: Lang,
    /// The stepper's machine, the shell's (its link is the address's).
    pub machine: Rc<StepperRuntime>,
    /// The page's address: this moment (the links to it are written from
    /// it).
    pub params: Params,
    /// Told a notice for the shell (a step past the end).
    pub on_notice: Callback<Notice>,
    /// Moves to another page (the search tree's link).
    pub go: Callback<Go>,
    /// The search tree panel's content for board `n` at `step` while it is
    /// open (the tree, mounted from the extra wasm by the shell).
    pub tree: Callback<(usize, u64), Html>,
}

#[function_component(StepperView)]
pub fn stepper_view(p: &StepperViewProps) -> Html {
    let machine = &p.machine;
    let send = use_stepper(p.lang, machine, &p.on_notice);
    let st = machine.state();
    let (lang, st) = (p.lang, &*st);
    let ui = Ui {
        st,
        lang,
        send: &send,
    };
    use_stepper_keys(st.presenting, &send);
    use_full_screen_exit(st.presenting, &send);
    let help_close = use_node_ref();
    use_focus_on_open(st.help_open, &help_close);
    use_share_focus(st.share_open);
    // (Presenter mode on or off draws the stepper anew: where the focus
    // goes meanwhile and then is the shell's, `crate::app`.)
    // Presenter mode and the widget are small: built whole.
    let shown = use_reveal(SHOW_SIDE, st.embed || st.presenting);

    let (n, s) = (st.n.get(), &st.current);
    let bits = s.current_bits();
    let detail = Detail::of(s);
    let c = s.counters();
    // The one announcement of a step (none while playing, one on pause),
    // written by the machine's effects.
    let spoken = use_live_region(machine);
    let help = help_dialog(ui, help_close);
    if st.embed || st.presenting {
        return room_view(ui, &p.params, &detail, spoken, help);
    }

    // Shift animations only when a step lasts long enough to watch them.
    let animate = !(st.playing && SPEEDS[st.speed] >= FAST_SPEED);
    let at_solution = matches!(
        s.last_event(),
        Some(StepEvent::Place { solution: true, .. })
    )
    .then_some(c.solutions);
    let revealing = (shown < SHOW_BITS).then_some("revealing");
    // Busy until the side column is built (for assistive technology, and
    // for the tests, which wait for the whole screen).
    let busy = (shown < SHOW_SIDE).then_some("true");
    // n for the style sheet (as in the widget and presenter mode): on a
    // phone the event's box and the board's height depend on it.
    html! {
        <div class={classes!("stepper", (!animate).then_some("fast"), revealing)} aria-busy={busy}
             style={format!("--n:{n}")}>
            if shown >= SHOW_TOP {
                { print_source(lang, &shown_params(st, &p.params)) }
                { transport(ui) }
                { counters(ui) }
                // The line for the eye; screen readers read its copy in the
                // live region, which changes once a step, not while playing.
                { step_line(ui) }
            }
            { spoken }
            <div class="columns">
                <div class="stage">
                    if shown >= SHOW_BOARD { { board(&Moment::of(s), lang) } }
                    if shown >= SHOW_BITS {
                        <p class="legend">{ tag_attrs("span", attrs!["aria-hidden" => "true"], texts::legend(lang, &texts::MARKS)) }
                            { tag_class("span", "sr-only", texts::LEGEND_SAID.get(lang)) }</p>
                        { bit_rows(n, &detail, bits, lang) }
                    }
                    if shown >= SHOW_EXPLAIN {
                        { explain_view(&Explain { detail: detail.clone(), bits, n, lang, solutions: c.solutions, step: c.steps, animate }) }
                    }
                </div>
                if shown >= SHOW_SIDE { { side_view(ui, p, at_solution) } }
            </div>
            { help }
            if st.share_open {
                <classroom::ShareDialog lang={lang} params={p.params.clone()}
                                        on_close={send.reform(|()| machine::Event::SetShareOpen(false))} />
            }
        </div>
    }
}

/// The widget and presenter mode (built whole): the board and its bit
/// rows, the equations; presenter mode also speaks each step once.
fn room_view(ui: Ui, params: &Params, detail: &Detail, spoken: Html, help: Html) -> Html {
    let Ui { st, lang, .. } = ui;
    let (n, s) = (st.n.get(), &st.current);
    // In the widget a large board's rows may scroll: a named region that
    // the keyboard can reach while they do (`hooks::watch_scroll_stops`).
    let stage = html! {
        <div class="present-stage" data-scroll-stop={st.embed.then_some("")} role={st.embed.then_some("region")}
             aria-label={st.embed.then(|| texts::EMBED_STAGE.get(lang))}>
            { board(&Moment::of(s), lang) }
            if st.embed {
                { bit_grid(n, detail, s.current_bits(), false, lang) }
            } else {
                { present_bits(n, detail, s.current_bits(), lang) }
            }
        </div>
    };
    let equations = equations_view(
        detail,
        n,
        lang,
        &texts::lost_attacks(lang, detail, n),
        st.embed,
    );
    if st.embed {
        return embed_view(ui, params, stage, equations, help);
    }
    // The room sees the event line; a screen reader hears each step as on
    // the page (digits spelled), once.
    present_view(ui, stage, html! { <>{ equations }{ spoken }</> }, help)
}

/// The page's side column: the teacher's tools, the program, the stack,
/// the tree panel and the solutions found.
fn side_view(ui: Ui, p: &StepperViewProps, at_solution: Option<u64>) -> Html {
    let Ui { st, lang, send } = ui;
    let (n, s) = (st.n.get(), &st.current);
    let c = s.counters();
    html! {
        <div class="side">
            { tools(ui, p) }
            <CodeView event={s.last_event()} code={st.code} lang={lang}
                      on_code={send.reform(machine::Event::SetCode)} />
            // The sources, under the code that follows them.
            { tag_class("p", "sources-link", link_to(crate::domain::sources::section_href(lang), "stepper-sources", None, texts::SOURCES_LINK.get(lang))) }
            { stack_view(s, lang) }
            { tree_panel(ui, &p.tree) }
            <SolutionsView n={n} found={c.solutions} at={at_solution} prepared={st.is_prepared()}
                           timeline={st.timeline.rc()} lang={lang} send={send.clone()} />
        </div>
    }
}

/// The keys' help, while it is open; `close` takes the focus.
fn help_dialog(ui: Ui, close: NodeRef) -> Html {
    if !ui.st.help_open {
        return Html::default();
    }
    let lang = ui.lang;
    let close_help = send(ui, machine::Event::CloseHelp);
    let on_close = ui.send.reform(|()| machine::Event::CloseHelp);
    html! {
        <Modal class="help" labelledby="help-title" testid="help" {on_close}
               return_to="[data-testid=help-toggle], [data-testid=present-exit], [data-testid=play]">
            { tag_attrs("h2", attrs!["id" => "help-title"], texts::KEYS_TITLE.get(lang)) }
            <dl>
                { for texts::KEY_HELP.iter().map(|(key, what)| html! {
                    <>{ tag("dt", tag("kbd", *key)) }{ tag("dd", what.get(lang)) }</>
                }) }
            </dl>
            { tag_attrs("p", attrs!["class" => "hint", "data-testid" => "keys-where"], texts::KEYS_WHERE.get(lang)) }
            { shortcuts_setting(lang) }
            <button data-testid="help-close" ref={close} onclick={close_help}
                    aria-keyshortcuts="Escape ?">{ crate::texts::CLOSE.get(lang) }</button>
        </Modal>
    }
}

/// The switch that turns the single-key shortcuts off (and on), kept in
/// this browser (and read from there at each render of the help).
fn shortcuts_setting(lang: Lang) -> Html {
    let toggle = Callback::from(|e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        set_shortcuts_on(input.checked());
    });
    html! {
        <div class="shortcuts-setting">
            <label>
                <input type="checkbox" data-testid="shortcuts-toggle" checked={shortcuts_on()} onchange={toggle}
                       aria-describedby="shortcuts-note" />
                { " " }{ texts::SHORTCUTS_ON.get(lang) }
            </label>
            { tag_attrs("p", attrs!["class" => "hint", "id" => "shortcuts-note"], texts::SHORTCUTS_NOTE.get(lang)) }
        </div>
    }
}

/// The address of the step shown: the page's, whose step is one waited for
/// while the timeline is counted ([`machine::StepperMachine::link`]); a
/// figure and the printed page show the step shown, and their links name it.
fn shown_params(st: &machine::StepperMachine, params: &Params) -> Params {
    Params {
        step: st.current.counters().steps,
        ..params.clone()
    }
}

/// For paper only: the site's name and this step's permalink, so that a
/// printed page says where it comes from and how to reopen it.
fn print_source(lang: Lang, params: &Params) -> Html {
    let link = format!(
        "{}{}",
        site_address(),
        classroom::moment_query(params, false)
    );
    html! {
        <p class="print-source" data-testid="print-source">
            { tag("strong", crate::texts::SITE_NAME.get(lang)) }{ " — " }
            { tag_class("span", "print-link", link) }
        </p>
    }
}

/// The teacher's tools under the controls ([`teach_tools`]), their presses
/// that need the page: presenter mode and the figure's downloads.
fn tools(ui: Ui, p: &StepperViewProps) -> Html {
    let lang = ui.lang;
    let present = {
        let send = ui.send.clone();
        Callback::from(move |_| set_presenting(&send, true))
    };
    let link = format!(
        "{}{}",
        crate::components::link::site_address(),
        classroom::moment_query(&shown_params(ui.st, &p.params), false)
    );
    let svg = {
        let (s, link) = (ui.st.current.clone(), link.clone());
        Callback::from(move |_| classroom::export_svg(&s, lang, &link))
    };
    let png = {
        let s = ui.st.current.clone();
        Callback::from(move |_| classroom::export_png(&s, lang, &link))
    };
    teach_tools(ui, &p.params, &p.go, ToolPresses { present, svg, png })
}

/// The compact widget of `?embed=1`: step back, play and forward (the
/// transport bar's icons: ← ▶ →, play distinct from a step), the step,
/// the board with its bit rows, the equation, and a link to this moment on
/// the full site.
fn embed_view(ui: Ui, params: &Params, stage: Html, equations: Html, help: Html) -> Html {
    let Ui { st, lang, .. } = ui;
    let c = st.current.counters();
    html! {
        <div class="stepper embed" data-testid="embed" style={format!("--n:{}", st.n)}>
            <div class="embed-bar" role="group" aria-label={texts::CONTROLS.get(lang)}>
                { room_buttons(ui) }
                <h1 class="embed-step">{ texts::caption(lang, st.n.get(), c.steps) }
                    <output data-testid="step-index" data-value={c.steps.to_string()} hidden=true>{ c.steps }</output></h1>
                <a class="embed-open" data-testid="embed-open" href={classroom::moment_query(params, false)}
                   target="_blank" rel="noopener">{ texts::OPEN_FULL_SITE.get(lang) }{ tag_attrs("span", attrs!["aria-hidden" => "true"], " ↗") }</a>
            </div>
            { embed_event(ui) }
            { stage }
            { equations }
            { help }
        </div>
    }
}

/// Presenter mode: the caption and the event, the step buttons (for a
/// touch screen; the keys work as on the page), the board with its bit rows
/// and the equation, large.
fn present_view(ui: Ui, stage: Html, equations: Html, help: Html) -> Html {
    let Ui { st, lang, .. } = ui;
    let (n, s) = (st.n.get(), &st.current);
    let c = s.counters();
    let line = st.line_or_wait(lang, event_line, true);
    let leave = {
        let send = ui.send.clone();
        Callback::from(move |_| set_presenting(&send, false))
    };
    html! {
        <div class="stepper present"
             data-testid="present" style={format!("--n:{n}")}>
            <div class="present-head">
                { tag_attrs("h1", attrs!["class" => "present-caption", "data-testid" => "present-caption", "tabindex" => "-1"], texts::caption(lang, n, c.steps)) }
                { tag_attrs("p", attrs!["class" => "present-event", "aria-hidden" => "true"], line) }
                <div class="present-steps" role="group" aria-label={texts::CONTROLS.get(lang)}>
                    { room_buttons(ui) }
                </div>
                <button data-testid="present-exit" onclick={leave} aria-keyshortcuts="Escape F">
                    { texts::PRESENT_LEAVE.get(lang) }{ " (Esc)" }</button>
            </div>
            // One box under the head (a size container where the screen
            // is wide: the board's squares follow the height the head
            // leaves, whatever its lines).
            <div class="present-body">
                { stage }
                { equations }
            </div>
            { help }
        </div>
    }
}
