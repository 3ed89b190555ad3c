//! A model of how busy a GPU's lanes are with the kernel's sub-boards
//! (docs/gpu.md, "Lanes"): every sub-board's steps from the Rust steps of
//! the kernel, then one dispatch of all of them played on `WARPS` warps of
//! 32 lanes that run side by side, a warp taking one step per turn for all
//! its lanes (so a warp lasts as long as its longest lane). Not a
//! measurement of a GPU: it leaves out the cost of the lanes of a warp
//! taking different branches, and memory.
//!
//! `cargo run --release -p bitqueens-gpu --example lanes [FROM [TO [WARPS [EVERY [ROWS]]]]]`
//!
//! EVERY > 1 takes one task in EVERY (the solver's tasks of 4 rows, each
//! with all its sub-boards, so that neighbours stay neighbours) and plays
//! them on WARPS / EVERY warps: a sample, for the boards whose every step
//! would take an hour here (n = 20: about 5 × 10^11 steps). ROWS: the
//! rows each sub-board places (default `sub_rows(n)`).
//!
//! For each board: the turns a dispatch takes as the site's kernel runs it
//! (one sub-board per invocation, a warp per 32 consecutive sub-boards),
//! and as `gpu-bench --grab K` does (each invocation takes the next
//! sub-board from a counter when its own is done, up to K), against the
//! floor of all steps spread evenly over all lanes.
use std::cmp::Reverse;
use std::collections::BinaryHeap;

use bitqueens_gpu::{steps_per_sub_board, sub_rows};
use solver::count::tasks_with_depth;

const LANES: usize = 32;

mod common;
use common::arg;

fn main() {
    // An H100 runs 132 SMs of up to 64 warps; the kernel's registers
    // allow about half of that: 4,224 warps.
    let (from, to, every) = (arg(1, 16), arg(2, 17), arg(4, 1).max(1));
    let warps = (arg(3, 4224) / every).max(1);
    let placed = arg(5, 0);
    let rows = |n: usize| match placed {
        0 => sub_rows(n),
        r => r.clamp(4, n - 1),
    };
    println!("{warps} warps of {LANES} lanes, one task in {every}; turns of a dispatch of every sub-board, and lanes busy");
    println!("| n | rows placed | sub-boards | longest | floor | one per invocation | grab 4 | grab 16 | grab 64 |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for n in from..=to {
        let tasks: Vec<_> = tasks_with_depth(n, 4).into_iter().step_by(every).collect();
        let steps = steps_per_sub_board(n, &tasks, rows(n));
        let all: u64 = steps.iter().sum();
        let floor = all.div_ceil((warps * LANES) as u64);
        let cell = |turns: u64| {
            format!(
                "{turns} ({:.0} %)",
                100.0 * all as f64 / (turns as f64 * (warps * LANES) as f64)
            )
        };
        println!(
            "| {n} | {} | {} | {} | {floor} | {} | {} | {} | {} |",
            rows(n),
            steps.len(),
            steps.iter().max().copied().unwrap_or(0),
            cell(one_each(&steps, warps)),
            cell(grabbing(&steps, warps, 4)),
            cell(grabbing(&steps, warps, 16)),
            cell(grabbing(&steps, warps, 64)),
        );
    }
}

/// The turns of a dispatch with one sub-board per invocation: warps of 32
/// consecutive sub-boards, each as long as its longest, started in order on
/// the first free warp slot.
fn one_each(steps: &[u64], warps: usize) -> u64 {
    let mut slots: BinaryHeap<Reverse<u64>> = (0..warps).map(|_| Reverse(0)).collect();
    let mut end = 0;
    for warp in steps.chunks(LANES) {
        let Reverse(start) = slots.pop().expect("a slot");
        let done = start + warp.iter().max().copied().unwrap_or(0);
        end = end.max(done);
        slots.push(Reverse(done));
    }
    end
}

/// The turns of a dispatch where each invocation takes up to `k`
/// sub-boards from a counter: `ceil(subs / k)` invocations in warps of 32,
/// each lane taking the next index as its last ends; a warp lasts until
/// its last lane stops, and its slot then starts the next warp.
fn grabbing(steps: &[u64], warps: usize, k: usize) -> u64 {
    let invocations = steps.len().div_ceil(k);
    // When a lane is free: (turn, warp slot, lane).
    let mut free: BinaryHeap<Reverse<(u64, usize, usize)>> = BinaryHeap::new();
    // Per slot: the sub-boards each lane took, and its lanes still going.
    let mut taken = vec![[0usize; LANES]; warps];
    let mut going = vec![0usize; warps];
    // Invocations started, sub-boards taken (the counter), the last turn.
    let (mut started, mut next, mut end) = (0usize, 0usize, 0u64);
    // Starts the next warp (up to 32 invocations) on `slot` at turn `at`:
    // its lanes are free at once; returns how many.
    let mut start_warp = |free: &mut BinaryHeap<_>, slot, at| {
        let lanes = (invocations - started).min(LANES);
        started += lanes;
        free.extend((0..lanes).map(|lane| Reverse((at, slot, lane))));
        lanes
    };
    for (slot, going) in going.iter_mut().enumerate() {
        *going = start_warp(&mut free, slot, 0);
    }
    while let Some(Reverse((at, slot, lane))) = free.pop() {
        end = end.max(at);
        if taken[slot][lane] < k && next < steps.len() {
            taken[slot][lane] += 1;
            free.push(Reverse((at + steps[next], slot, lane)));
            next += 1;
            continue;
        }
        taken[slot][lane] = 0;
        going[slot] -= 1;
        if going[slot] == 0 {
            going[slot] = start_warp(&mut free, slot, at);
        }
    }
    end
}
