//! The board-size select shared by the views that follow the app's `n`.

use yew::prelude::*;

use crate::components::markup::{number_options, tag};
use crate::i18n::Lang;
use crate::state::pages::{StepperN, STEPPER_N};
use crate::texts;

#[derive(Properties, PartialEq)]
pub struct NSelectProps {
    pub lang: Lang,
    /// The app's board size.
    pub n: usize,
    /// The size the learner picked (the app's `Action::SetN`), read by the
    /// one parser of the stepper's boards.
    pub on_change: Callback<StepperN>,
    pub testid: AttrValue,
}

#[function_component(NSelect)]
pub fn n_select(p: &NSelectProps) -> Html {
    let on_change = {
        let on_change = p.on_change.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = StepperN::parse(&select.value()) {
                on_change.emit(n);
            }
        })
    };
    let n = p.n;
    // The `selected` attributes only choose the option until the learner
    // picks one; a later change of `n` (Back, Forward, a link inside the
    // page) must set the select's value.
    let select = use_node_ref();
    {
        let select = select.clone();
        use_effect_with(n, move |n| {
            if let Some(select) = select.cast::<web_sys::HtmlSelectElement>() {
                select.set_value(&n.to_string());
            }
        });
    }
    html! {
        <label class="field">
            { tag("span", texts::BOARD_SIZE.get(p.lang)) }
            <select ref={select} data-testid={p.testid.clone()} onchange={on_change}>
                { number_options(STEPPER_N, n) }
            </select>
        </label>
    }
}
