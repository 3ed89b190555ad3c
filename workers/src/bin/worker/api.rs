//! The solver for plain JavaScript (wasm-bindgen exports): a `Stepper` class
//! that walks the bitmap search one event at a time, and the fast counter.
//! `static/api-example.html` shows how a page uses them.
//!
//! Choices, for people who did not write Rust:
//! * Counts are **decimal strings** (`"14772512"`): exact for every `n`
//!   (the totals pass 2^53 at n = 24, where a JS number stops being
//!   exact), printable as they are, and `BigInt(s)` when arithmetic is
//!   needed. Step counters stay numbers: a board small enough to step
//!   through never comes near 2^53 steps.
//! * Events and counts are plain objects (`{ type: "place", row, column,
//!   bit, solution }`), not wasm classes: nothing to free.
//! * Bad arguments throw an `Error` with a readable message; they never
//!   panic the module.
//!
//! Column `c` is bit `n - 1 - c` (the site's convention): printed in binary
//! with `toString(2).padStart(n, "0")`, each digit sits above its column.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use solver::count::{self, Classes, CountN, Task};
use solver::plan::{self, Split};
use solver::{column_of, Event, RowBits, Stepper, Timeline, MAX_N};

/// `{ key: value, … }` as a plain object.
fn object(fields: &[(&str, JsValue)]) -> Object {
    let o = Object::new();
    for (k, v) in fields {
        // Setting a property of a fresh plain object cannot fail.
        let _ = Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o
}

fn check_count_n(n: u32) -> Result<usize, JsError> {
    CountN::new(n)
        .map(CountN::get)
        .map_err(|e| JsError::new(&e.to_string()))
}

fn classes_object(n: usize, c: Classes) -> Object {
    let s = |v: u64| JsValue::from_str(&v.to_string());
    object(&[
        ("n", JsValue::from(n as u32)),
        ("total", s(c.total())),
        ("unique", s(c.unique())),
        ("c2", s(c.c2)),
        ("c4", s(c.c4)),
        ("c8", s(c.c8)),
    ])
}

/// Counts every solution of the `n`-board on this thread, as the site's
/// workers do (the half-board join for n =
/// [`JOIN_FROM`](solver::plan::JOIN_FROM)..=[`WORKERS_JOIN_TO`](solver::plan::WORKERS_JOIN_TO),
/// else the symmetric counter): `{ n, total, unique, c2, c4, c8 }` as decimal strings.
/// Blocks until done: instant up to n ≈ 13, seconds from about 16; in a
/// page, count large boards in a worker (see [`count_tasks`]).
#[wasm_bindgen(js_name = count)]
pub fn js_count(n: u32) -> Result<Object, JsError> {
    let n = check_count_n(n)?;
    Ok(classes_object(n, plan::count(n, Split::WORKERS)))
}

/// The plain bitmap count (no symmetry, only the total), as a decimal
/// string: the slower method the symmetric one is compared with.
#[wasm_bindgen(js_name = countPlain)]
pub fn js_count_plain(n: u32) -> Result<String, JsError> {
    let n = check_count_n(n)?;
    Ok(count::count_plain(n).to_string())
}

/// The independent tasks the symmetric counter's search of an `n`-board is split into, the
/// smallest searches last: an array of `Uint32Array`s, each one task for
/// [`count_task`] (share them among your own workers and add up the results).
#[wasm_bindgen(js_name = countTasks)]
pub fn count_tasks(n: u32) -> Result<Array, JsError> {
    let n = check_count_n(n)?;
    Ok(plan::search_plan(n, Split::WORKERS)
        .iter()
        .map(|t| JsValue::from(js_sys::Uint32Array::from(t.to_words().as_slice())))
        .collect())
}

/// Counts one task of [`count_tasks`]: `{ n, total, unique, c2, c4, c8 }`
/// for that part of the search only.
#[wasm_bindgen(js_name = countTask)]
pub fn count_task(n: u32, task: &[u32]) -> Result<Object, JsError> {
    let n = check_count_n(n)?;
    let task = Task::from_words(task).ok_or_else(|| JsError::new("not a task of countTasks(n)"))?;
    Ok(classes_object(n, count::count_task(n, &task)))
}

/// The bitmap search of one board, one event at a time (the site's stepper).
#[wasm_bindgen(js_name = Stepper)]
pub struct JsStepper {
    inner: Stepper,
    /// Made on the first `seek` or `totalSteps` (it remembers subtree sizes).
    timeline: Option<Timeline>,
}

fn event_object(e: Event, n: usize) -> Object {
    match e {
        Event::Place { row, bit, solution } => object(&[
            ("type", "place".into()),
            ("row", (row as u32).into()),
            ("column", (column_of(bit, n) as u32).into()),
            ("bit", bit.into()),
            ("solution", solution.into()),
        ]),
        Event::Descend { row } => {
            object(&[("type", "descend".into()), ("row", (row as u32).into())])
        }
        Event::Backtrack { row } => {
            object(&[("type", "backtrack".into()), ("row", (row as u32).into())])
        }
    }
}

/// `{ left, down, right, attacks, mask, bitmap, bit }`: the rows by their
/// keys.
fn bits_object(b: RowBits) -> Object {
    object(&b.rows().map(|(row, value)| (row.key(), value.into())))
}

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    /// The start of the search of an `n`-board, `1 <= n <= 32`: row 0 is
    /// current and every column is a candidate.
    #[wasm_bindgen(constructor)]
    pub fn new(n: u32) -> Result<JsStepper, JsError> {
        if !(1..=MAX_N as u32).contains(&n) {
            return Err(JsError::new(&format!(
                "n must be a whole number from 1 to {MAX_N}, not {n}"
            )));
        }
        Ok(JsStepper {
            inner: Stepper::new(n as usize),
            timeline: None,
        })
    }

    /// Advances by one event and returns it — `{ type: "place", row,
    /// column, bit, solution }`, `{ type: "descend", row }` or `{ type:
    /// "backtrack", row }` — or `null` once the search has ended.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> JsValue {
        let n = self.inner.n();
        self.inner
            .next()
            .map_or(JsValue::NULL, |e| event_object(e, n).into())
    }

    /// The columns of the queens placed, row 0 first.
    pub fn queens(&self) -> Array {
        self.inner
            .queens()
            .into_iter()
            .map(|c| JsValue::from(c as u32))
            .collect()
    }

    /// Goes to the state after `k` events from the start (or to the end,
    /// if the search has fewer), forwards or backwards.
    pub fn seek(&mut self, k: f64) -> Result<(), JsError> {
        if !(k >= 0.0 && k.fract() == 0.0) {
            return Err(JsError::new(
                "seek(k): k must be a whole number of steps, 0 or more",
            ));
        }
        let n = self.inner.n();
        let timeline = self.timeline.get_or_insert_with(|| Timeline::new(n));
        self.inner = timeline.seek(k as u64);
        Ok(())
    }

    /// Back to the start.
    pub fn reset(&mut self) {
        self.inner = Stepper::new(self.inner.n());
    }

    /// The number of events of the whole search (counted on the first call:
    /// instant for small boards, seconds for n = 16).
    #[wasm_bindgen(js_name = totalSteps)]
    pub fn total_steps(&mut self) -> f64 {
        let n = self.inner.n();
        let timeline = self.timeline.get_or_insert_with(|| Timeline::new(n));
        timeline.total_steps() as f64
    }

    #[wasm_bindgen(getter)]
    pub fn n(&self) -> u32 {
        self.inner.n() as u32
    }

    /// The current row, `undefined` once the search has ended.
    #[wasm_bindgen(getter)]
    pub fn row(&self) -> Option<u32> {
        self.inner.row().map(|r| r as u32)
    }

    #[wasm_bindgen(getter)]
    pub fn finished(&self) -> bool {
        self.inner.is_finished()
    }

    /// `left`, `down`, `right`, `attacks` (their OR), `mask`, `bitmap` (the
    /// candidates not tried yet) and `bit` (the queen) of row `r`, or of the
    /// current row when `r` is left out.
    #[wasm_bindgen(js_name = rowBits)]
    pub fn row_bits(&self, r: Option<u32>) -> Result<Object, JsError> {
        match r {
            None => Ok(bits_object(self.inner.current_bits())),
            Some(r) if (r as usize) < self.inner.n() => {
                Ok(bits_object(self.inner.row_bits(r as usize)))
            }
            Some(r) => Err(JsError::new(&format!("row {r} is not on the board"))),
        }
    }

    #[wasm_bindgen(getter)]
    pub fn left(&self) -> u32 {
        self.inner.current_bits().left
    }

    #[wasm_bindgen(getter)]
    pub fn down(&self) -> u32 {
        self.inner.current_bits().down
    }

    #[wasm_bindgen(getter)]
    pub fn right(&self) -> u32 {
        self.inner.current_bits().right
    }

    #[wasm_bindgen(getter)]
    pub fn mask(&self) -> u32 {
        self.inner.mask()
    }

    #[wasm_bindgen(getter)]
    pub fn bitmap(&self) -> u32 {
        self.inner.current_bits().bitmap
    }

    #[wasm_bindgen(getter)]
    pub fn bit(&self) -> u32 {
        self.inner.current_bits().bit
    }

    /// `{ steps, solutions, placements, backtracks }` so far.
    pub fn counters(&self) -> Object {
        let c = self.inner.counters();
        object(&[
            ("steps", (c.steps as f64).into()),
            ("solutions", (c.solutions as f64).into()),
            ("placements", (c.placements as f64).into()),
            ("backtracks", (c.backtracks as f64).into()),
        ])
    }
}
