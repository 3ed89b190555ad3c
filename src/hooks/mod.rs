//! Custom hooks: the stepper's effects (its timeline's preparation, the play
//! timer, the keys, the full screen of presenter mode, the focus of its
//! dialogs) and the lesson's arrow keys, each in a hook of its own so that
//! the views only lay out.

mod dom;
mod focus;
mod full_screen;
mod keys;
mod play;

pub use focus::{use_focus_on_new_stop, use_focus_on_open, use_share_focus};
pub use full_screen::{leave_full_screen, set_presenting, use_full_screen_exit};
pub use keys::{use_lesson_keys, use_stepper_keys};
pub use play::{use_play_timer, use_prepare_timeline};
