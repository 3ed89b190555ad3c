//! The page's first screen shown in stages: each stage after the browser
//! has painted the one before, so that the page's start is several short
//! tasks instead of one long one (total blocking time), and a
//! click or a key is answered between them.

use gloo_render::{request_animation_frame, AnimationFrame};
use gloo_timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

thread_local! {
    /// Whether the page's first screen has been built: a view mounted after
    /// that (leaving presenter mode, coming back from another view) is built
    /// whole at once, so that the focus can go straight to its controls.
    static FIRST_SCREEN_BUILT: Cell<bool> = const { Cell::new(false) };
}

/// How many of a view's `stages` are shown: on the page's first screen 1 on
/// its first render, one more after each frame, up to `stages`, where it
/// stays for the view's life; later, `stages` at once. `whole`: the view is
/// in a form that is built whole (and so the page's first screen is).
#[hook]
pub fn use_reveal(stages: u8, whole: bool) -> u8 {
    if whole {
        FIRST_SCREEN_BUILT.set(true);
    }
    let shown = use_state(|| {
        if FIRST_SCREEN_BUILT.get() {
            stages
        } else {
            1u8
        }
    });
    {
        let shown = shown.clone();
        use_effect_with(*shown, move |&k| {
            if k >= stages {
                FIRST_SCREEN_BUILT.set(true);
            }
            let pending = (k < stages).then(|| after_next_frame(move || shown.set(k + 1)));
            move || drop(pending)
        });
    }
    *shown
}

/// What runs `f` in a task of its own after the next frame (a timeout from
/// an animation frame callback: the frame's style, layout and paint come
/// first); dropping it cancels `f`.
struct AfterFrame {
    _frame: AnimationFrame,
    _timeout: Rc<RefCell<Option<Timeout>>>,
}

fn after_next_frame(f: impl FnOnce() + 'static) -> AfterFrame {
    let timeout = Rc::new(RefCell::new(None));
    let slot = timeout.clone();
    let frame = request_animation_frame(move |_| {
        *slot.borrow_mut() = Some(Timeout::new(0, f));
    });
    AfterFrame {
        _frame: frame,
        _timeout: timeout,
    }
}
