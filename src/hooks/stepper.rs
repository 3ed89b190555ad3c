//! The stepper's hook: its machine (`domain::stepper::machine`) run by
//! `use_machine` (its board, moment and settings survive leaving the
//! page), with the effects that carry out its commands: what the browser
//! keeps, through `state::storage`, a notice for the shell, the link.

use std::rc::Rc;

use yew::prelude::*;

use super::machine::{use_machine, Effects, Events, Life, Runtime};
use crate::domain::stepper::code::CodeLang;
use crate::domain::stepper::machine::{self, Command, StepperLink, StepperMachine, StepperN};
use crate::state::storage;
use crate::state::url::Notice;

/// The stepper's machine and its effects.
pub type StepperRuntime = Runtime<StepperMachine, StepperEffects>;

/// What carries out the stepper's commands: the browser's storage, and the
/// shell told of a notice and of the link (the page's callbacks of its
/// last render).
#[derive(Default)]
pub struct StepperEffects {
    on_link: Option<Callback<StepperLink>>,
    on_notice: Option<Callback<Notice>>,
}

impl Effects<StepperMachine> for StepperEffects {
    fn run(&mut self, command: Command, _: &Events<machine::Event>) {
        match command {
            Command::PastEnd { given, last } => {
                if let Some(on_notice) = &self.on_notice {
                    on_notice.emit(Notice::StepPastEnd { given, last });
                }
            }
            Command::KeepCode(code) => storage::write(storage::CODE_LANG, code.id()),
            Command::KeepTreeOpen(true) => storage::write(storage::TREE_PANEL, "open"),
            Command::KeepTreeOpen(false) => storage::remove(storage::TREE_PANEL),
            Command::Link(link) => {
                if let Some(on_link) = &self.on_link {
                    on_link.emit(link);
                }
            }
        }
    }
}

/// The stepper as this browser kept it (the code panel's language, the
/// tree panel), before it takes its link.
fn new_stepper() -> StepperMachine {
    let code = storage::read(storage::CODE_LANG).and_then(|id| CodeLang::from_id(&id));
    StepperMachine::new(
        StepperN::DEFAULT,
        false,
        false,
        code.unwrap_or_default(),
        storage::read(storage::TREE_PANEL).is_some(),
    )
}

/// The stepper's machine, on its link `link`, which it takes before
/// drawing when the link or the shell's count of restores (`restored`)
/// changed, and on the page's first render (`Runtime::take_link`);
/// `on_link` is told where the link should point, `on_notice` a notice for
/// the shell. With it, one callback for the machine's events, the same for
/// the page's life (the solutions list's items keep equal props).
#[hook]
pub fn use_stepper(
    link: StepperLink,
    restored: u32,
    on_link: &Callback<StepperLink>,
    on_notice: &Callback<Notice>,
) -> (Rc<StepperRuntime>, Callback<machine::Event>) {
    let machine = use_machine(Life::Kept, new_stepper, StepperEffects::default);
    machine.with_effects(|effects| {
        effects.on_link = Some(on_link.clone());
        effects.on_notice = Some(on_notice.clone());
    });
    machine.take_link(&link, restored, machine::Event::Link);
    let send = machine.sender();
    (machine, send)
}
