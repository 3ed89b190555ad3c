//! The count page: exact totals and unique solutions of an `n`-board,
//! counted by a pool of web workers (`pool`) or on the GPU (`gpu`), and a
//! table that grows one row per board, checked against the published
//! counts. Every policy is in the state machine
//! (`domain::count::machine`, run by `hooks::use_count`); the functions
//! here only draw it.

use yew::prelude::*;

#[cfg(target_arch = "wasm32")]
use crate::components::link::site_address;
use crate::components::markup::{
    attrs, grid_table_head, link_to, ran_out, tag, tag_attrs, tag_class, GRID_CELL,
};
#[cfg(target_arch = "wasm32")]
use crate::components::{share, Modal};
use crate::domain::count::machine::{self, Counter, Engine, Failure, GpuState, Stage, Status};
use crate::domain::count::math::{format_hms, span, whole_ms, CountN};
use crate::domain::count::texts as t;
use crate::format::{group_decimal, group_digits};
#[cfg(target_arch = "wasm32")]
use crate::hooks::CountRuntime;
#[cfg(target_arch = "wasm32")]
use crate::hooks::{use_count, use_focus_rescue, use_qr_svg, use_question_focus};
use crate::i18n::Lang;
#[cfg(target_arch = "wasm32")]
use crate::state::url::count_link_query;
#[cfg(target_arch = "wasm32")]
use crate::texts::CLOSE;

/// What takes the count machine's events: its runtime's sender on the
/// page, a test's callback natively.
type Send = Callback<machine::Event>;

#[cfg(target_arch = "wasm32")]
#[derive(Properties, PartialEq)]
pub struct CountProps {
    pub lang: Lang,
    /// The page's machine, the shell's (its link, the board and the large
    /// display, is the address's).
    pub machine: std::rc::Rc<CountRuntime>,
    /// The address the app opened on asks to count its board (`run=1`).
    pub run: bool,
}

#[cfg(target_arch = "wasm32")]
#[function_component(CountView)]
pub fn count_view(p: &CountProps) -> Html {
    let (lang, rt) = (p.lang, &p.machine);
    use_count(rt, p.run);
    let c = rt.state();
    // The cancel button is off once a count ends (or is cancelled).
    use_focus_rescue(c.running(), "count-cancel", "count-start");
    // A long count's question takes the focus, and gives it back.
    use_question_focus(c.question().map(|(q, ..)| (q.n, q.up_to)), c.running());
    let share = if c.share_open {
        html! { <ShareCount {lang} n={c.n} on_close={rt.callback(|()| machine::Event::Share(false))} /> }
    } else {
        Html::default()
    };
    let on_large = rt.callback(machine::Event::Large);
    count_page(lang, &c, c.large, &rt.sender(), &on_large, share)
}

/// The page on the state of its machine (`c`): `send` takes its events,
/// `large` is the large display and `on_large` its switch, and `share`
/// the share dialog, drawn while `c.share_open`.
pub fn count_page(
    lang: Lang,
    c: &Counter,
    large: bool,
    send: &Send,
    on_large: &Callback<bool>,
    share: Html,
) -> Html {
    // Results big enough for a projector, kept in the link.
    let toggle_large = on_large.reform(move |_: MouseEvent| !large);
    html! {
        <section class={classes!("count-view", large.then_some("count-large"))} data-testid="count-view">
            { tag("h2", t::TITLE.get(lang)) }
            <button type="button" class="count-large-toggle" data-testid="count-large"
                    aria-pressed={large.to_string()} onclick={toggle_large}>
                { t::LARGE_DISPLAY.get(lang) }
            </button>
            { controls(send, c, lang) }
            // Shown while typing, said only when a start is pressed (the
            // status, [`machine::Announcement::Invalid`]), as at the
            // lesson's and the exercises' Check: not live, or a press
            // would say it twice.
            if let Err(e) = c.field() {
                { tag_attrs("p", attrs!["id" => "count-n-error", "class" => "count-n-error", "data-testid" => "count-n-error"], t::n_error(lang, &e)) }
            }
            // What a start changes, right under the buttons that start it
            // (on a phone, on the screen with them); the settings and notes
            // after.
            { confirm(send, c, lang) }
            { status(c, lang) }
            { result(c, lang) }
            { engine(send, c, lang) }
            { tag_class("p", "hint", t::RESTART_NOTE.get(lang)) }
            <button type="button" class="count-share-open" data-testid="count-share-open" aria-haspopup="dialog"
                    onclick={send.reform(|_| machine::Event::Share(true))}>
                { t::SHARE_OPEN.get(lang) }
            </button>
            if c.share_open {
                { share }
            }
            { table(c, lang) }
            { tag_class("p", "hint", t::TABLE_NOTE.get(lang)) }
            // How the counter works (the families, the workers, the
            // half-board join): for who asks, closed at first.
            { tag_attrs("details", attrs!["class" => "count-about", "data-testid" => "count-about"],
                html! { <>{ tag("summary", t::ABOUT.get(lang)) }{ tag_class("p", "count-intro", t::intro(lang)) }</> }) }
            <p class="hint">
                { t::API_NOTE.get(lang) }{ " " }
                { link_to("api-example.html", "count-api-link", None, t::API_LINK.get(lang)) }
            </p>
        </section>
    }
}

#[cfg(target_arch = "wasm32")]
#[derive(Properties, PartialEq)]
struct ShareProps {
    lang: Lang,
    /// The page's board: the one its address names.
    n: CountN,
    on_close: Callback<()>,
}

/// The links that open the count page and count board `n` at once
/// (`run=1`): in the page's display, and in the large one, each with its
/// copy button; the QR code of the first. The stepper's share dialog's
/// pieces (`components::share`).
#[cfg(target_arch = "wasm32")]
#[function_component(ShareCount)]
fn share_count(p: &ShareProps) -> Html {
    let (lang, n) = (p.lang, p.n.get());
    let link = format!(
        "{}{}",
        site_address(),
        count_link_query(p.n, Some(lang), false)
    );
    let large = format!(
        "{}{}",
        site_address(),
        count_link_query(p.n, Some(lang), true)
    );
    let qr = use_qr_svg(link.clone());
    let close = p.on_close.reform(|_: MouseEvent| ());
    html! {
        <Modal class="help share" labelledby="count-share-title" testid="count-share-dialog"
               on_close={p.on_close.clone()} return_to="[data-testid=count-share-open]">
            { tag_attrs("h2", attrs!["id" => "count-share-title"], t::share_title(lang, n)) }
            { share::copy_row(lang, "count-share-link", &t::share_link(lang, n), &link, "count-share-status") }
            { share::qr_image("count-share-qr", &link, qr, &t::share_qr(lang, n)) }
            { share::copy_row(lang, "count-share-large", &t::share_large(lang, n), &large, "count-share-status") }
            { tag_class("p", "hint", t::share_note(lang)) }
            <p role="status" class="hint" id="count-share-status" data-testid="count-share-status"></p>
            <button data-testid="count-share-close" onclick={close}>{ CLOSE.get(lang) }</button>
        </Modal>
    }
}

/// The `n` field and the start and cancel buttons. While the field names
/// no board the starts are marked off (`aria-disabled`, described by the
/// field's error), not disabled: they stay in the Tab order, and a press
/// has the machine say the error.
fn controls(send: &Send, c: &Counter, lang: Lang) -> Html {
    let invalid = c.field().is_err();
    let why = invalid.then_some("count-n-error");
    let on_input = send.reform(|e: InputEvent| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        machine::Event::Input(input.value())
    });
    let on_change = send.reform(|_: Event| machine::Event::Commit);
    let on_submit = send.reform(|e: SubmitEvent| {
        e.prevent_default();
        machine::Event::Start { up_to: false }
    });
    html! {
        <form class="count-controls" onsubmit={on_submit}>
            { tag_attrs("label", attrs!["class" => "field", "for" => "count-n"], t::N_LABEL.get(lang)) }
            <div class="count-buttons">
                <input id="count-n" data-testid="count-n" type="text" inputmode="numeric"
                       autocomplete="off" size="4" value={c.n_text.clone()}
                       aria-invalid={invalid.to_string()}
                       aria-describedby={why}
                       oninput={on_input} onchange={on_change} />
                <button type="submit" class="primary" data-testid="count-start"
                        aria-disabled={ran_out(invalid)} aria-describedby={why}>
                    { t::START.get(lang) }
                </button>
                <button type="button" data-testid="count-start-up-to"
                        aria-disabled={ran_out(invalid)} aria-describedby={why}
                        onclick={send.reform(|_| machine::Event::Start { up_to: true })}>
                    { t::START_UP_TO.get(lang) }
                </button>
                <button type="button" data-testid="count-cancel" disabled={!c.running()}
                        onclick={send.reform(|_| machine::Event::Cancel)}>
                    { t::CANCEL.get(lang) }
                </button>
            </div>
        </form>
    }
}

/// The engine's select and what is known of the GPU.
fn engine(send: &Send, c: &Counter, lang: Lang) -> Html {
    let ready = matches!(c.gpu_state, GpuState::Ready { .. });
    let on_change = send.reform(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        machine::Event::Engine(select.value())
    });
    let (state, info) = match &c.gpu_state {
        GpuState::Checking => ("checking", t::ENGINE_CHECKING.get(lang).to_string()),
        GpuState::Absent => ("absent", t::ENGINE_NO_GPU.get(lang).to_string()),
        GpuState::Ready { name, faster } => ("ready", t::engine_gpu(lang, name, *faster)),
    };
    html! {
        <div class="count-engine">
            { tag_attrs("label", attrs!["class" => "field", "for" => "count-engine"], t::ENGINE_LABEL.get(lang)) }
            <select id="count-engine" data-testid="count-engine"
                    disabled={c.running()} onchange={on_change}>
                <option value="cpu" selected={c.engine == Engine::Cpu}>{ t::ENGINE_CPU.get(lang) }</option>
                if ready {
                    <option value="gpu" selected={c.engine == Engine::Gpu}>{ t::ENGINE_GPU.get(lang) }</option>
                }
            </select>
            <p class="hint" data-testid="count-engine-info" data-state={state}>{ info }</p>
        </div>
    }
}

/// The estimate of a large count, and its go-ahead. The question is a
/// group named by its title; it takes the focus when it appears (see
/// `use_question_focus`), and the live region says its estimate once.
fn confirm(send: &Send, c: &Counter, lang: Lang) -> Html {
    let Some(confirm) = c.confirm else {
        return html! {};
    };
    let body = match (c.question(), c.question_text(lang)) {
        (Some((_, e, ms)), Some(text)) => {
            html! {
                <>
                    <p id="count-estimate-text" data-testid="count-estimate-text" data-ms={whole_ms(ms).to_string()}
                       data-method={e.method.id()}>
                        { text }
                    </p>
                    if confirm.calibrated {
                        { tag_class("p", "hint", t::calibrated(lang, e.base_n, e.method)) }
                    }
                    { tag_class("p", "hint", t::ESTIMATE_NOTE.get(lang)) }
                    <div class="count-buttons">
                        <button class="primary" data-testid="count-estimate-go"
                                onclick={send.reform(|_| machine::Event::Go)}>{ t::ESTIMATE_GO.get(lang) }</button>
                        <button data-testid="count-estimate-back"
                                onclick={send.reform(|_| machine::Event::Back)}>{ t::ESTIMATE_BACK.get(lang) }</button>
                    </div>
                </>
            }
        }
        _ => tag("p", t::CALIBRATING.get(lang)),
    };
    html! {
        <div class="count-estimate" data-testid="count-estimate" data-n={confirm.n.to_string()}
             role="group" aria-labelledby="count-estimate-title" tabindex="-1">
            { tag_attrs("h3", attrs!["id" => "count-estimate-title"], t::ESTIMATE_TITLE.get(lang)) }
            { body }
        </div>
    }
}

/// The status line, the progress, the notes and the error.
fn status(c: &Counter, lang: Lang) -> Html {
    html! {
        // The visible status changes with every progress report; what a
        // screen reader hears is the live region, which changes only when
        // an announcement is due (`Counter::announce`).
        // data-estimate-*: the estimate the last large count started on, and
        // the board and time it was made from (for the benchmark).
        <div class="count-status" data-testid="count-status" data-state={c.status.id()}
             data-estimate-ms={c.estimated.map(|e| whole_ms(e.ms).to_string())}
             data-estimate-method={c.estimated.map(|e| e.method.id())}
             data-estimate-base-n={c.estimated.map(|e| e.base_n.to_string())}
             data-estimate-base-ms={c.estimated.map(|e| whole_ms(e.base_ms).to_string())}>
            { tag_attrs("p", attrs!["class" => "sr-only", "role" => "status", "data-testid" => "count-announce"], c.announcement_text(lang)) }
            { tag_class("p", "count-status-text", c.status_text(lang)) }
            // Each stage its own bar and label, keyed: the measuring's bar
            // is never reused for the count (it would run backwards).
            <div class="count-stages">
                { for c.stage().map(|stage| stage_progress(c, stage, lang)) }
            </div>
            if let Some((e, ms)) = c.running_estimate() {
                <p class="hint" data-testid="count-run-estimate" data-ms={whole_ms(ms).to_string()}
                   data-method={e.method.id()}>
                    { t::running_estimate(lang, &e, span(ms)) }
                </p>
            }
            if let Some(f) = &c.fallback {
                <p class="count-engine-note" data-testid="count-engine-note"
                   data-done={f.done.to_string()} data-of={f.of.to_string()}>
                    { t::gpu_fallback(lang, &f.reason, f.done, f.of) }
                </p>
            }
            if c.replaced > 0 {
                <p class="count-engine-note" data-testid="count-worker-note" data-replaced={c.replaced.to_string()}>
                    { t::workers_replaced(lang, c.replaced) }
                </p>
            }
            if let (Status::Error, Some(f)) = (c.status, &c.failure) {
                <div class="count-error" role="alert" data-testid="count-error">
                    <p class="count-error-detail">{ match f {
                        Failure::Panicked(m) | Failure::Crashed(m) => m.clone(),
                        Failure::NotStarted => t::WORKERS_DID_NOT_START.get(lang).to_string(),
                    } }</p>
                    { tag("p", t::ERROR_AFTER.get(lang)) }
                </div>
            }
        </div>
    }
}

/// The progress of the running stage: the measuring's or the count's,
/// each with its own bar, by the estimated work done.
fn stage_progress(c: &Counter, stage: Stage, lang: Lang) -> Html {
    let permille = c.stage_permille();
    let (done, of) = c.progress;
    let (prefix, label, tasks, left) = match stage {
        Stage::Measuring { .. } => ("count-measure", t::MEASURE_LABEL, None, None),
        Stage::Counting { up_to, .. } => (
            "count",
            t::PROGRESS_LABEL,
            up_to.is_none().then_some((done, of)),
            c.time_left(),
        ),
    };
    let (step, steps) = match stage {
        Stage::Measuring { step, steps, .. } => (Some(step), Some(steps)),
        Stage::Counting { step, .. } => (step.map(|s| s.0), step.map(|s| s.1)),
    };
    html! {
        <div class="count-progress" key={stage.id()} data-testid={format!("{prefix}-stage")}
             data-stage={stage.id()} data-step={step.map(|s| s.to_string())}
             data-steps={steps.map(|s| s.to_string())}>
            <progress data-testid={format!("{prefix}-progress")} max="1000"
                      value={permille.to_string()} aria-label={label.get(lang)} />
            <span data-testid={format!("{prefix}-progress-text")} data-permille={permille.to_string()}
                  data-done={done.to_string()} data-of={of.to_string()}>
                { t::progress(lang, permille, tasks, left) }
            </span>
        </div>
    }
}

/// The board counted or counting: total, unique, elapsed time.
fn result(c: &Counter, lang: Lang) -> Html {
    let (total, unique, partial) = c.shown_counts();
    let result_n = c.result_n();
    let shown = |v: &String| match (v.is_empty(), partial) {
        (true, _) => "—".to_string(),
        (false, true) => format!("{}…", group_decimal(v)),
        (false, false) => group_decimal(v),
    };
    let ms = whole_ms(c.result_ms());
    // The field names another board (typed while this one counted, or
    // after): the result keeps its own n, and says the field's is not
    // counted yet.
    let other = c
        .field()
        .ok()
        .map(CountN::get)
        .filter(|&f| result_n.is_some_and(|n| n != f));
    html! {
        <>
        if let Some(n) = result_n {
            <p class="count-result-title" data-testid="count-result-title" data-n={n.to_string()}>
                { t::result_title(lang, n, partial) }
            </p>
        }
        if let (Some(n), Some(f)) = (result_n, other) {
            <p class="hint" data-testid="count-result-other" data-n={f.to_string()}>
                { t::field_not_counted(lang, f, n) }
            </p>
        }
        <dl class="count-result" data-testid="count-result">
            if let Some(n) = result_n {
                <div>{ tag("dt", "n") }{ tag_attrs("dd", attrs!["data-testid" => "count-result-n"], n) }</div>
            }
            <div>
                { tag("dt", t::TOTAL.get(lang)) }
                <dd data-testid="count-total" data-value={total.clone()}>{ shown(&total) }</dd>
            </div>
            <div>
                { tag("dt", t::UNIQUE.get(lang)) }
                <dd data-testid="count-unique" data-value={unique.clone()}>{ shown(&unique) }</dd>
            </div>
            <div>
                { tag("dt", t::ELAPSED.get(lang)) }
                // data-worker-ms: the time each worker spent counting in
                // the last finished count (for the benchmark).
                <dd data-testid="count-elapsed-ms" data-value={ms.to_string()}
                    data-worker-ms={c.measured.last().map(|m| whole_ms(m.ms).to_string())}>
                    { format_hms(ms) }
                </dd>
            </div>
        </dl>
        </>
    }
}

/// One row per board counted, checked against the published counts.
fn table(c: &Counter, lang: Lang) -> Html {
    let rows = c.rows.iter().map(|r| {
        let ok = r.ok();
        let (mark, title, class) = if ok {
            ("✓", t::MATCH, "ok")
        } else {
            ("✗", t::MISMATCH, "bad")
        };
        let k = r.classes;
        html! {
            <tr role="row" data-testid={format!("count-row-{}", r.n)} data-n={r.n.to_string()}
                data-total={k.total().to_string()} data-unique={k.unique().to_string()}
                data-ok={ok.to_string()} data-engine={r.engine}>
                // n = 1 has total 1 beside C2 = C4 = C8 = 0: its note says why.
                if r.n == 1 {
                    <th scope="row" role="rowheader" aria-describedby="count-n1-note">{ "1" }<sup aria-hidden="true">{ "*" }</sup></th>
                } else {
                    { tag_attrs("th", attrs!["scope" => "row", "role" => "rowheader"], r.n) }
                }
                { tag_attrs("td", GRID_CELL, group_digits(k.total())) }
                { tag_attrs("td", GRID_CELL, group_digits(k.unique())) }
                // The check beside the counts it checks: on a phone the
                // columns after it scroll, and it stays on the screen.
                <td role="cell" class={classes!("check", class)} title={title.get(lang)} aria-label={title.get(lang)}>{ mark }</td>
                { tag_attrs("td", GRID_CELL, group_digits(k.c2)) }
                { tag_attrs("td", GRID_CELL, group_digits(k.c4)) }
                { tag_attrs("td", GRID_CELL, group_digits(k.c8)) }
                { tag_attrs("td", attrs!["class" => "mono", "role" => "cell"], format_hms(r.ms)) }
            </tr>
        }
    });
    html! {
        <>
        <div class="count-table-wrap" data-scroll-stop="" role="region" aria-label={t::TABLE_CAPTION.get(lang)}>
            // Its roles restate its semantics, which WebKit drops when a
            // phone upright lays it out as a grid (static/count.css;
            // `markup::GRID_CELL`).
            <table class="count-table" role="table" data-testid="count-table">
                { tag("caption", t::TABLE_CAPTION.get(lang)) }
                { grid_table_head(lang, &[t::COL_N, t::COL_TOTAL, t::COL_UNIQUE, t::COL_CHECK, t::COL_C2, t::COL_C4, t::COL_C8, t::COL_TIME]) }
                <tbody role="rowgroup">
                    if c.rows.is_empty() {
                        <tr role="row">{ tag_attrs("td", attrs!["colspan" => "8", "class" => "empty", "role" => "cell"], t::TABLE_EMPTY.get(lang)) }</tr>
                    }
                    { for rows }
                </tbody>
            </table>
        </div>
        if c.rows.iter().any(|r| r.n == 1) {
            <p id="count-n1-note" class="hint" data-testid="count-n1-note">{ "* " }{ t::N1_NOTE.get(lang) }</p>
        }
        </>
    }
}
