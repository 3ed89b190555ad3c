//! The GPU counting worker: counts the page's tasks with a WGSL kernel of
//! `bitqueens-gpu` (the stack kernel unless the page asks for the frontier
//! kernel; per board [`Kernel::for_board`]) through WebGPU (`navigator.gpu`
//! in a dedicated worker), in dispatches of about [`TARGET_MS`] each, with
//! the hosts' dispatch loop ([`bitqueens_gpu::run`]; docs/gpu.md).
//!
//! Built by trunk as its own binary (`workers/src/bin/gpu_worker.rs`, files
//! `gpu_worker.js` and `gpu_worker_bg.wasm`), so that neither WebGPU's
//! bindings nor the kernel's host weigh on the page's wasm. The page talks
//! to it through the site's `Client` (`bitqueens::workers::client`) with [`GpuWorker`]'s
//! messages:
//!
//! * [`GpuRequest::Probe`]: is there an adapter? The worker opens it, and
//!   measures it against the CPU counter on its own thread
//!   ([`GPU_CALIBRATION_N`]): the page makes the GPU its default only when the
//!   GPU beats the page's CPU workers (the thread's time divided by their
//!   number; the GPU's count stops at that time).
//! * [`GpuRequest::Count`]: the tasks of a board; the worker answers with
//!   progress (tasks done, their classes) and the total, or, when the
//!   device is lost or refused, with the tasks it completed: the page has
//!   the CPU workers count the others. A task is reported only when all its
//!   sub-boards are counted, so nothing is ever counted twice or half.
//!
//! Cancel is the page dropping its bridge: the worker closes at its next
//! message, which it takes while it awaits a dispatch (they are awaited,
//! not blocking), so within one dispatch; the [`IN_FLIGHT`] dispatches
//! already submitted end on the GPU by themselves, about [`TARGET_MS`]
//! each.

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::rc::Rc;

use js_sys::{Promise, Uint32Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    gpu_buffer_usage as usage, gpu_map_mode, Gpu, GpuAdapter, GpuAutoLayoutMode,
    GpuBindGroupDescriptor, GpuBindGroupEntry, GpuBuffer, GpuBufferDescriptor, GpuComputePipeline,
    GpuComputePipelineDescriptor, GpuDevice, GpuProgrammableStage, GpuShaderModule,
    GpuShaderModuleDescriptor,
};

use crate::clock::now;
use crate::protocol::gpu::{End, GpuReply, GpuRequest, GpuWorker};
use crate::wire;
use bitqueens_core::domain::count::math::gpu_plan;
use bitqueens_gpu::{
    grid, invocations, is_software, kernel_rows, kernel_rules, min_batch, params,
    pipeline_constants, sub_rows_for, Batch, Batcher, Kernel, Sizing, COUNTS_PER_SUB, ROWS_AHEAD,
};
use solver::count::{Classes, Task};

pub use bitqueens_gpu::TARGET_MS;

/// Dispatches submitted before the worker waits for the oldest: the GPU
/// starts the next batch while the last sub-boards of one finish, and the
/// worker expands the batch after meanwhile (docs/gpu.md "Dispatches in
/// flight"). At most three batches' buffers live at once (some 120 MiB at
/// the largest batches, 2^20 sub-boards).
pub const IN_FLIGHT: usize = 3;

/// Progress is posted at most this often (the page shows it on the CPU
/// pool's schedule, `ReportClock`: none in the first half second, then
/// four a second).
pub const REPORT_MS: f64 = 100.0;

/// The board the probe counts on the CPU (this worker's thread) and on the
/// GPU, to compare them.
pub const GPU_CALIBRATION_N: usize = 14;

// ---- the worker's side ----

fn error_text(e: JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{e:?}"))
}

/// A promise's value, or its error as text.
async fn wait(promise: impl JsCast) -> Result<JsValue, String> {
    let promise: Promise = promise.unchecked_into();
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map_err(error_text)
}

/// A dispatch submitted, its counts not yet read ([`Counting::submit`]).
struct Pending {
    /// Its params, sub-boards, counts (and counter), destroyed once it is
    /// done.
    used: Vec<GpuBuffer>,
    readback: GpuBuffer,
    /// `readback`'s `mapAsync`.
    mapped: Promise<js_sys::Undefined>,
}

/// A kernel's pipeline: the kernel, the board, the stack's levels.
type PipelineKey = (Kernel, usize, usize);

/// An open device with the kernels' pipelines.
struct Device {
    device: GpuDevice,
    /// The kernels' modules made so far ([`Kernel::source`]), and their
    /// pipelines, per kernel, board and stack depth (their constants).
    modules: RefCell<Vec<(Kernel, GpuShaderModule)>>,
    pipelines: RefCell<Vec<(PipelineKey, GpuComputePipeline)>>,
    name: String,
    /// A software adapter (SwiftShader): smaller sub-boards.
    software: bool,
    /// Set when the device's `lost` promise settles.
    lost: Rc<RefCell<Option<String>>>,
}

thread_local! {
    static DEVICE: RefCell<Option<Rc<Device>>> = const { RefCell::new(None) };
    /// The newest count asked for: an older one stops at its next dispatch.
    static LATEST: Cell<u32> = const { Cell::new(0) };
}

/// The device, opened at the first use (and again after a loss).
async fn device() -> Result<Rc<Device>, String> {
    if let Some(d) = DEVICE.with(|d| d.borrow().clone()) {
        if d.lost.borrow().is_none() {
            return Ok(d);
        }
    }
    let gpu: Gpu = {
        let navigator =
            js_sys::Reflect::get(&js_sys::global(), &"navigator".into()).map_err(error_text)?;
        let gpu = js_sys::Reflect::get(&navigator, &"gpu".into()).map_err(error_text)?;
        if gpu.is_undefined() || gpu.is_null() {
            return Err("WebGPU is not available (navigator.gpu)".into());
        }
        gpu.unchecked_into()
    };
    let adapter = wait(gpu.request_adapter()).await?;
    if adapter.is_null() || adapter.is_undefined() {
        return Err("no WebGPU adapter".into());
    }
    let adapter: GpuAdapter = adapter.unchecked_into();
    let info = adapter.info();
    let name = [
        info.description(),
        info.vendor(),
        info.architecture(),
        info.device(),
    ]
    .into_iter()
    .filter(|s| !s.is_empty())
    .collect::<Vec<_>>()
    .join(" · ");
    let name = if name.is_empty() {
        "WebGPU adapter".to_string()
    } else {
        name
    };
    let fallback = js_sys::Reflect::get(&info, &"isFallbackAdapter".into())
        .is_ok_and(|v| v.as_bool() == Some(true));
    let software = fallback || is_software(&name);
    let device: GpuDevice = wait(adapter.request_device()).await?.unchecked_into();
    let lost = Rc::new(RefCell::new(None));
    {
        let lost = lost.clone();
        let promise = device.lost();
        wasm_bindgen_futures::spawn_local(async move {
            let info = wait(promise).await.unwrap_or(JsValue::UNDEFINED);
            let message = js_sys::Reflect::get(&info, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
                .filter(|m| !m.is_empty())
                .unwrap_or_else(|| "the GPU device was lost".into());
            *lost.borrow_mut() = Some(message);
        });
    }
    let d = Rc::new(Device {
        device,
        modules: RefCell::new(Vec::new()),
        pipelines: RefCell::new(Vec::new()),
        name,
        software,
        lost,
    });
    DEVICE.with(|slot| *slot.borrow_mut() = Some(d.clone()));
    Ok(d)
}

impl Device {
    fn buffer(&self, size: usize, flags: u32) -> Result<GpuBuffer, String> {
        // WebGPU buffers are at least 4 bytes, in multiples of 4.
        let size = size.max(4).next_multiple_of(4) as u32;
        self.device
            .create_buffer(&GpuBufferDescriptor::new(size, flags))
            .map_err(error_text)
    }

    fn upload(&self, words: &[u32], flags: u32) -> Result<GpuBuffer, String> {
        let buffer = self.buffer(words.len() * 4, flags | usage::COPY_DST)?;
        // One copy into a JavaScript array (a batch of 2^20 sub-boards is
        // 16 MiB compact, 64 MiB wide).
        let array = Uint32Array::from(words);
        self.device
            .queue()
            .write_buffer_with_u32_and_buffer_source(&buffer, 0, &array)
            .map_err(error_text)?;
        Ok(buffer)
    }

    /// A kernel's module, made at its first use.
    fn module(&self, kernel: Kernel) -> GpuShaderModule {
        if let Some((_, m)) = self.modules.borrow().iter().find(|(k, _)| *k == kernel) {
            return m.clone();
        }
        let module = self
            .device
            .create_shader_module(&GpuShaderModuleDescriptor::new(kernel.source()));
        self.modules.borrow_mut().push((kernel, module.clone()));
        module
    }

    /// A kernel's pipeline for an `n`-board whose sub-boards place `rows`
    /// rows: made once, with its constants.
    fn pipeline(&self, kernel: Kernel, n: usize, rows: usize) -> GpuComputePipeline {
        let constants = pipeline_constants(n, rows, ROWS_AHEAD);
        let key = (kernel, n, constants[1].1 as usize);
        if let Some((_, p)) = self.pipelines.borrow().iter().find(|(k, _)| *k == key) {
            return p.clone();
        }
        let stage = GpuProgrammableStage::new(&self.module(kernel));
        stage.set_entry_point("main");
        let values = js_sys::Object::new();
        for (name, value) in constants {
            let _ = js_sys::Reflect::set(&values, &name.into(), &value.into());
        }
        stage.set_constants(values.unchecked_ref());
        let pipeline = self.device.create_compute_pipeline(
            &GpuComputePipelineDescriptor::new_with_gpu_auto_layout_mode(
                GpuAutoLayoutMode::Auto,
                &stage,
            ),
        );
        self.pipelines.borrow_mut().push((key, pipeline.clone()));
        pipeline
    }

    /// Counts `tasks` of an `n`-board; `on_batch` gets the tasks each
    /// dispatch completed. `Err` with the tasks done when the device is
    /// lost or the count is stopped (`keep_going` false).
    #[allow(clippy::too_many_arguments)]
    async fn count(
        &self,
        kernel: Kernel,
        n: usize,
        tasks: Vec<Task>,
        deadline_ms: Option<f64>,
        lose_after: u32,
        keep_going: impl Fn() -> bool,
        mut on_batch: impl FnMut(&[(usize, Classes)]),
    ) -> Result<(), String> {
        let rows = sub_rows_for(n, self.software);
        let kernel = kernel.for_board(n, rows);
        let rows = kernel_rows(n, rows);
        let rules = self.upload(&kernel_rules(n), usage::STORAGE)?;
        let mut counting = Counting {
            device: self,
            pipeline: self.pipeline(kernel, n, rows),
            rules,
            n,
            start: now(),
            deadline_ms,
            lose_after,
            keep_going,
        };
        let sizing = Sizing {
            target_ms: TARGET_MS,
            min: min_batch(self.software),
            fixed: None,
            in_flight: IN_FLIGHT,
        };
        let batcher = RefCell::new(Batcher::new(n, tasks, rows));
        // The counts are read in order, so tasks complete in order and a
        // loss or a stop keeps exactly the tasks reported.
        let result = bitqueens_gpu::run(
            &mut counting,
            sizing,
            |size| batcher.borrow_mut().next_batch(size),
            |done| on_batch(&batcher.borrow_mut().finish(done.batch, done.counts)),
        )
        .await;
        counting.rules.destroy();
        result
    }
}

/// One count on a [`Device`]: the dispatch loop's device.
struct Counting<'a, K> {
    device: &'a Device,
    pipeline: GpuComputePipeline,
    rules: GpuBuffer,
    n: usize,
    start: f64,
    deadline_ms: Option<f64>,
    /// For the tests: destroy the device after that many dispatches read
    /// back (0: never).
    lose_after: u32,
    keep_going: K,
}

impl<K: Fn() -> bool> bitqueens_gpu::Device for Counting<'_, K> {
    type Pending = Option<Pending>;
    type Error = String;

    fn ready(&mut self, read: usize) -> Result<(), String> {
        if !(self.keep_going)() {
            return Err("stopped".into());
        }
        if self.deadline_ms.is_some_and(|d| now() - self.start > d) {
            return Err("over the deadline".into());
        }
        if self.lose_after > 0 && read == self.lose_after as usize {
            // The tests' device loss: a real one, through destroy().
            self.device.device.destroy();
        }
        Ok(())
    }

    /// Submits one dispatch over a batch's sub-boards (none when there are
    /// none); [`Counting::read`] waits for its counts.
    fn submit(&mut self, batch: &Batch) -> Result<Option<Pending>, String> {
        let d = self.device;
        let subs = batch.subs() as u32;
        if subs == 0 {
            return Ok(None);
        }
        let (invocations, grab) = invocations(subs, d.software);
        let uniform = d.upload(&params(self.n, subs, grab), usage::UNIFORM)?;
        let input = d.upload(&batch.words, usage::STORAGE)?;
        let bytes = subs as usize * COUNTS_PER_SUB * 4;
        let output = d.buffer(bytes, usage::STORAGE | usage::COPY_SRC)?;
        let readback = d.buffer(bytes, usage::MAP_READ | usage::COPY_DST)?;
        // The counter of the sub-boards taken, from zero.
        let next = d.upload(&[0], usage::STORAGE)?;
        let used = vec![uniform, input, output, next];
        let entries = [
            GpuBindGroupEntry::new_with_gpu_buffer(0, &used[0]),
            GpuBindGroupEntry::new_with_gpu_buffer(1, &self.rules),
            GpuBindGroupEntry::new_with_gpu_buffer(2, &used[1]),
            GpuBindGroupEntry::new_with_gpu_buffer(3, &used[2]),
            GpuBindGroupEntry::new_with_gpu_buffer(4, &used[3]),
        ];
        let layout = self.pipeline.get_bind_group_layout(0);
        let bind = d
            .device
            .create_bind_group(&GpuBindGroupDescriptor::new(&entries, &layout));
        let encoder = d.device.create_command_encoder();
        let pass = encoder.begin_compute_pass();
        pass.set_pipeline(&self.pipeline);
        pass.set_bind_group(0, Some(&bind));
        let (x, y) = grid(invocations);
        pass.dispatch_workgroups_with_workgroup_count_y(x, y);
        pass.end();
        encoder
            .copy_buffer_to_buffer_with_u32_and_u32_and_u32(&used[2], 0, &readback, 0, bytes as u32)
            .map_err(error_text)?;
        d.device.queue().submit(&[encoder.finish()]);
        let mapped = readback.map_async(gpu_map_mode::READ);
        Ok(Some(Pending {
            used,
            readback,
            mapped,
        }))
    }

    /// A submitted dispatch's counts, once the GPU has done it.
    fn read(&mut self, pending: Option<Pending>) -> impl Future<Output = Result<Vec<u32>, String>> {
        let lost = self.device.lost.clone();
        async move {
            let Some(Pending {
                used,
                readback,
                mapped,
            }) = pending
            else {
                return Ok(Vec::new());
            };
            let result = wait(mapped).await;
            for b in &used {
                b.destroy();
            }
            result.map_err(|e| lost.borrow().clone().unwrap_or(e))?;
            let range = readback.get_mapped_range().map_err(error_text)?;
            let counts = Uint32Array::new(&range).to_vec();
            readback.unmap();
            readback.destroy();
            if let Some(reason) = lost.borrow().clone() {
                return Err(reason);
            }
            Ok(counts)
        }
    }

    fn now_ms(&self) -> f64 {
        now()
    }
}

async fn probe(workers: u32, kernel: Kernel) -> GpuReply {
    let d = match device().await {
        Ok(d) => d,
        Err(_) => return GpuReply::NoAdapter,
    };
    let tasks = solver::count::tasks(GPU_CALIBRATION_N);
    let t = now();
    let cpu = solver::count::count(GPU_CALIBRATION_N);
    let cpu_ms = now() - t;
    // A first dispatch compiles the pipeline: not measured.
    let _ = d
        .count(kernel, 6, solver::count::tasks(6), None, 0, || true, |_| {})
        .await;
    let t = now();
    let mut gpu = Classes::default();
    let pool_ms = cpu_ms / workers.max(1) as f64;
    // The same for the calibration board's pipeline (a kernel's pipelines
    // are made per board).
    let _ = d
        .count(
            kernel,
            GPU_CALIBRATION_N,
            Vec::new(),
            None,
            0,
            || true,
            |_| {},
        )
        .await;
    let ok = d
        .count(
            kernel,
            GPU_CALIBRATION_N,
            tasks,
            Some(pool_ms),
            0,
            || true,
            |done| {
                gpu += done.iter().map(|&(_, c)| c).sum::<Classes>();
            },
        )
        .await;
    let gpu_ms = now() - t;
    GpuReply::Adapter {
        name: d.name.clone(),
        // A GPU that does not give the CPU's count is not faster.
        faster: ok.is_ok() && gpu == cpu && gpu_ms < pool_ms,
    }
}

async fn count(run: u32, n: usize, lose_after: u32, kernel: Kernel) {
    let tasks = gpu_plan(n);
    let reply = |done: usize, sum: Classes, end| GpuReply::Counted {
        run,
        done: done as u32,
        classes: sum,
        end,
    };
    let d = match device().await {
        Ok(d) => d,
        Err(why) => {
            return wire::post::<GpuWorker>(&reply(0, Classes::default(), Some(End::Lost(why))))
        }
    };
    let (mut done, mut sum, mut last_report) = (0usize, Classes::default(), now());
    let result = d
        .count(
            kernel,
            n,
            tasks,
            None,
            lose_after,
            || LATEST.with(Cell::get) == run,
            |completed| {
                for &(task, classes) in completed {
                    debug_assert_eq!(task, done, "tasks complete in order");
                    done += 1;
                    sum += classes;
                }
                if now() - last_report >= REPORT_MS {
                    last_report = now();
                    wire::post::<GpuWorker>(&reply(done, sum, None));
                }
            },
        )
        .await;
    if LATEST.with(Cell::get) != run {
        return;
    }
    let end = result.map_or_else(End::Lost, |()| End::Done);
    wire::post::<GpuWorker>(&reply(done, sum, Some(end)));
}

fn received(request: GpuRequest) {
    match request {
        GpuRequest::Probe { workers, kernel } => wasm_bindgen_futures::spawn_local(async move {
            wire::post::<GpuWorker>(&probe(workers, kernel).await);
        }),
        GpuRequest::Count {
            run,
            n,
            #[cfg(feature = "e2e")]
            lose_after,
            kernel,
        } => {
            #[cfg(not(feature = "e2e"))]
            let lose_after = 0;
            LATEST.with(|l| l.set(run));
            let n = match solver::count::CountN::new(n) {
                Ok(n) => n.get(),
                Err(e) => {
                    let message = e.to_string();
                    return wire::post::<GpuWorker>(&GpuReply::Failed { run, message });
                }
            };
            wasm_bindgen_futures::spawn_local(count(run, n, lose_after, kernel));
        }
    }
}

/// Entry point of the `gpu_worker` binary.
pub fn register() {
    if !crate::count::in_worker() {
        return;
    }
    wire::serve::<GpuWorker>(received);
}
