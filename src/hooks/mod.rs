//! Custom hooks. The one runtime of every page's state machine
//! (`use_machine`, for the page's life or kept across visits: `Life`; the
//! shell's own, whose links the address names, `use_shell_machine`, shown
//! with their page by `use_shown`), with the effects that carry out each
//! machine's commands (`…Effects`): the stepper's (`use_stepper`: its play
//! timer, its timeline's preparation in slices, its live region, storage),
//! the count page's workers (`use_count`), the
//! lab's worker shared by the lab and records, the learn page's own
//! (`use_learn`), its lesson, exercises and write tab (`learn.rs`), a timer.
//! Besides: the stepper's keys, the full screen of
//! presenter mode, the focus of its dialogs, its first screen built over
//! frames, the focus kept on a control where a run's button turned off
//! (`use_focus_rescue`, for the count, lab and records pages), the lesson's
//! arrow keys, the extra pages' module (loaded once; it also draws the
//! share dialog's QR code), what an element measures (its width, whether
//! its content overflows it), each in a hook of its own
//! so that the views only lay out.

mod counter;
mod dom;
mod extra_module;
mod focus;
mod full_screen;
mod keys;
mod lab;
mod learn;
mod machine;
mod reveal;
mod stepper;
mod tree;

pub use counter::{
    hardware_concurrency, new_counter, use_count, use_question_focus, CountEffects, CountRuntime,
};
pub use dom::{
    copy_field, copy_text, document, download, download_text, focus_and_show, say, select_field,
    show_last, use_client_width, use_scroll_to_fragment, watch_scroll_stops, write_then,
};
pub use extra_module::{extra_module, use_qr_svg};
pub use focus::{
    by_testid, focus_on_body, focus_testid, use_focus_held, use_focus_on_new_stop,
    use_focus_on_open, use_focus_on_tab, use_focus_rescue, use_present_focus, use_share_focus,
};
pub use full_screen::{leave_full_screen, set_presenting, use_full_screen_exit};
pub use keys::{set_shortcuts_on, shortcuts_on, use_lesson_keys, use_stepper_keys};
pub use lab::LabEffects;
pub use learn::{
    stored_quiz_seed, use_learn, use_learn_banner, use_quiz_focus, LearnRuntime, LessonEffects,
    QuizEffects, WriteEffects,
};
pub use machine::{
    use_machine, use_shell_machine, use_shown, Effects, Events, Life, Runtime, TimerEffects,
};
pub use reveal::use_reveal;
pub use stepper::{new_stepper, use_live_region, use_stepper, StepperEffects, StepperRuntime};
pub use tree::{focus_element, node_opener, use_drag_pan, use_tree_keys, use_zoom, Zoom};
