//! The GPU counter's kernels ([`bitqueens_gpu::Kernel`]) run natively
//! through `wgpu` (Vulkan): the same WGSL, the same sub-boards, batches,
//! dispatch loop ([`bitqueens_gpu::run`]) and choice of kernel per board
//! ([`Kernel::for_board`]) as the site's GPU worker, so that a machine
//! with a real GPU measures what the browser would run (docs/gpu.md).

pub mod stats;

use std::cell::RefCell;
use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use bitqueens_gpu::{
    grid, invocations, kernel_rows, kernel_rules, min_batch, params, pipeline_constants,
    sub_rows_for, Batch, Batcher, Device, Done, Kernel, Sizing, COUNTS_PER_SUB, ROWS_AHEAD,
    SUB_WORDS,
};
use solver::count::{tasks_with_depth, Classes};
use wgpu::util::DeviceExt;

/// How often a count reports its progress on stderr.
const PROGRESS: Duration = Duration::from_secs(10);

/// A device with the kernels' modules and pipelines.
pub struct Gpu {
    device: wgpu::Device,
    queue: wgpu::Queue,
    /// The modules made so far, per kernel.
    modules: RefCell<HashMap<Kernel, wgpu::ShaderModule>>,
    /// The kernel asked for; a board it cannot hold is counted with the
    /// frontier kernel ([`Kernel::for_board`]).
    pub kernel: Kernel,
    /// Rows a turn looks ahead (the kernels' `AHEAD`, 1..=3).
    pub ahead: u32,
    /// Without wgpu's run-time checks (`create_shader_module_trusted`).
    unchecked: bool,
    /// The pipelines made so far, per kernel, board and stack depth (their
    /// constants).
    pipelines: RefCell<HashMap<(Kernel, usize, usize), wgpu::ComputePipeline>>,
    /// The adapter's name and driver, as wgpu reports them.
    pub adapter: String,
    /// A software adapter (llvmpipe): smaller sub-boards
    /// ([`bitqueens_gpu::sub_rows_for`]).
    pub software: bool,
    /// The most invocations of a dispatch on a real GPU
    /// ([`bitqueens_gpu::PERSISTENT`]; each takes sub-boards until none is
    /// left).
    pub persistent: u32,
}

/// How a count is cut into dispatches.
#[derive(Clone, Debug)]
pub struct Batching {
    /// The time a dispatch aims at when batches are sized from the last
    /// one ([`bitqueens_gpu::next_batch_size`]).
    pub target_ms: f64,
    /// Batches of this many sub-boards instead of sized ones.
    pub fixed: Option<usize>,
    /// Rows each sub-board places, instead of [`sub_rows_for`].
    pub rows: Option<usize>,
    /// Dispatches submitted before the host waits for the oldest.
    pub in_flight: usize,
    /// Threads that expand the sub-boards (1: the host's own thread, as
    /// the site's worker does; more: [`Gpu::count`] takes batches from them
    /// in whatever order they come, natively only).
    pub host_threads: usize,
    /// Each batch's sub-boards handed out largest first
    /// ([`Batcher::longest_first`]).
    pub longest_first: bool,
}

impl Default for Batching {
    /// Dispatches of about [`bitqueens_gpu::TARGET_MS`] (the page's), one at
    /// a time (the page keeps `IN_FLIGHT` = 3 in flight: `--in-flight 3`).
    fn default() -> Batching {
        Batching {
            target_ms: bitqueens_gpu::TARGET_MS,
            fixed: None,
            rows: None,
            in_flight: 1,
            host_threads: 1,
            longest_first: false,
        }
    }
}

/// One count: its classes and how it went.
pub struct Run {
    pub classes: Classes,
    pub subs: u64,
    pub batches: u64,
    pub time: Duration,
    /// The longest dispatch (with its read-back).
    pub longest: Duration,
    /// All dispatches together (with their read-backs): the rest of
    /// `time` is the host's (expanding the tasks, adding the counts).
    pub busy: Duration,
}

/// A dispatch submitted, its counts not yet read.
pub struct Pending {
    readback: wgpu::Buffer,
    index: wgpu::SubmissionIndex,
}

/// One board's count on a [`Gpu`]: the [`Device`] of the dispatch loop.
struct Counting<'a> {
    gpu: &'a Gpu,
    pipeline: wgpu::ComputePipeline,
    rules: wgpu::Buffer,
    n: usize,
    start: Instant,
}

impl Device for Counting<'_> {
    type Pending = Option<Pending>;
    type Error = std::convert::Infallible;

    fn submit(&mut self, batch: &Batch) -> Result<Option<Pending>, Self::Error> {
        Ok(self
            .gpu
            .submit(&self.pipeline, self.n, &self.rules, &batch.words))
    }

    fn read(
        &mut self,
        pending: Option<Pending>,
    ) -> impl Future<Output = Result<Vec<u32>, Self::Error>> {
        let counts = pending.map(|p| self.gpu.read(p)).unwrap_or_default();
        std::future::ready(Ok(counts))
    }

    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1e3
    }
}

impl Gpu {
    /// The first Vulkan adapter (high performance preferred) with `kernel`
    /// and the hosts' rows looked ahead, or why none.
    pub fn new(kernel: Kernel) -> Result<Gpu, String> {
        Gpu::open(kernel, ROWS_AHEAD, false)
    }

    /// The same with `ahead` rows looked ahead (1..=3) and with wgpu's
    /// run-time checks or not (`unchecked`: `create_shader_module_trusted`,
    /// no bounds checks, no loop bounding; natively only).
    pub fn open(kernel: Kernel, ahead: u32, unchecked: bool) -> Result<Gpu, String> {
        pollster::block_on(Gpu::open_async(kernel, ahead, unchecked))
    }

    async fn open_async(kernel: Kernel, ahead: u32, unchecked: bool) -> Result<Gpu, String> {
        let instance = wgpu::Instance::new(&wgpu::InstanceDescriptor {
            backends: wgpu::Backends::VULKAN,
            ..Default::default()
        });
        let adapter = instance
            .request_adapter(&wgpu::RequestAdapterOptions {
                power_preference: wgpu::PowerPreference::HighPerformance,
                force_fallback_adapter: false,
                compatible_surface: None,
            })
            .await
            .map_err(|e| format!("no Vulkan adapter: {e}"))?;
        let info = adapter.get_info();
        let software =
            info.device_type == wgpu::DeviceType::Cpu || bitqueens_gpu::is_software(&info.name);
        let name = format!(
            "{} ({:?}, {} {})",
            info.name, info.device_type, info.driver, info.driver_info
        );
        let limits = adapter.limits();
        let (device, queue) = adapter
            .request_device(&wgpu::DeviceDescriptor {
                label: Some("bitqueens"),
                required_limits: wgpu::Limits {
                    max_storage_buffer_binding_size: limits.max_storage_buffer_binding_size,
                    max_buffer_size: limits.max_buffer_size,
                    // WebGPU's default (the page's), above wgpu's downlevel
                    // 16,352: the frontier kernel's 16 levels at n = 26, 27.
                    max_compute_workgroup_storage_size: limits
                        .max_compute_workgroup_storage_size
                        .min(bitqueens_gpu::WORKGROUP_BYTES as u32),
                    // The kernels' bindings: four storage buffers.
                    ..wgpu::Limits::downlevel_defaults()
                },
                ..Default::default()
            })
            .await
            .map_err(|e| format!("no device: {e}"))?;
        Ok(Gpu {
            device,
            queue,
            modules: RefCell::new(HashMap::new()),
            kernel,
            ahead,
            unchecked,
            pipelines: RefCell::new(HashMap::new()),
            persistent: bitqueens_gpu::PERSISTENT,
            adapter: name,
            software,
        })
    }

    /// Counts an `n`-board: the solver's tasks of 4 rows, continued to
    /// [`sub_rows_for`] rows (or `how.rows`), in batches sized so that a
    /// dispatch takes about `how.target_ms` (or of `how.fixed` sub-boards),
    /// with up to `how.in_flight` dispatches submitted at a time.
    pub fn count(&self, n: usize, how: &Batching) -> Run {
        let kernel = self.kernel_for(n, how.rows);
        let rows = self.rows(n, how.rows);
        // Made (compiled) before the time starts, once per board.
        let pipeline = self.pipeline_of(kernel, n, rows);
        let start = Instant::now();
        let mut device = Counting {
            gpu: self,
            pipeline,
            rules: self.rules(n),
            n,
            start,
        };
        let sizing = Sizing {
            target_ms: how.target_ms,
            min: min_batch(self.software),
            fixed: how.fixed,
            in_flight: how.in_flight,
        };
        let mut run = Run {
            classes: Classes::default(),
            subs: 0,
            batches: 0,
            time: Duration::ZERO,
            longest: Duration::ZERO,
            busy: Duration::ZERO,
        };
        // A line on stderr every PROGRESS, so that a count cut off by a
        // time limit still shows how far it got (scripts/bench-gpu.sh).
        let mut shown = Instant::now();
        let mut record = |done: &Done, classes: Classes, run: &mut Run| {
            let took = Duration::from_secs_f64(done.took_ms.max(0.0) / 1e3);
            run.longest = run.longest.max(took);
            run.busy += took;
            run.subs += done.batch.subs() as u64;
            run.batches += 1;
            run.classes += classes;
            if shown.elapsed() >= PROGRESS {
                shown = Instant::now();
                eprintln!(
                    "progress: n = {n}, {} sub-boards, {} batches, {:.1} s ({} host threads)",
                    run.subs,
                    run.batches,
                    start.elapsed().as_secs_f64(),
                    how.host_threads
                );
            }
        };
        let tasks = tasks_with_depth(n, 4);
        if how.host_threads <= 1 || n == 1 {
            let batcher =
                RefCell::new(Batcher::new(n, tasks, rows).longest_first(how.longest_first));
            let counted = bitqueens_gpu::run(
                &mut device,
                sizing,
                |size| batcher.borrow_mut().next_batch(size),
                |done| {
                    let finished = batcher.borrow_mut().finish(done.batch, done.counts);
                    record(&done, finished.into_iter().map(|(_, c)| c).sum(), &mut run);
                },
            );
            let Ok(()) = pollster::block_on(counted);
        } else {
            // `host_threads` threads each expand every `host_threads`-th
            // task with its own Batcher, a few batches ahead; this thread
            // submits their batches in the order they come and adds up all
            // the counts: the same total, as every sub-board is counted
            // once, without the per-task order the site's worker keeps
            // (n > 1: n = 1's single square is no sub-board).
            let threads = how.host_threads;
            let size = AtomicUsize::new(sizing.fixed.unwrap_or(sizing.min));
            let (tx, rx) = std::sync::mpsc::sync_channel::<Batch>(2 * threads);
            std::thread::scope(|scope| {
                for t in 0..threads {
                    let tx = tx.clone();
                    let mine: Vec<_> = tasks.iter().skip(t).step_by(threads).cloned().collect();
                    let size = &size;
                    scope.spawn(move || {
                        let mut batcher =
                            Batcher::new(n, mine, rows).longest_first(how.longest_first);
                        while let Some(batch) = batcher.next_batch(size.load(Ordering::Relaxed)) {
                            if tx.send(batch).is_err() {
                                break;
                            }
                        }
                    });
                }
                drop(tx);
                let counted = bitqueens_gpu::run(
                    &mut device,
                    sizing,
                    |next| {
                        size.store(next, Ordering::Relaxed);
                        rx.recv().ok()
                    },
                    |done| record(&done, bitqueens_gpu::sum_counts(done.counts), &mut run),
                );
                let Ok(()) = pollster::block_on(counted);
            });
        }
        run.time = start.elapsed();
        run
    }

    /// The kernel that counts an `n`-board with sub-boards of `rows` rows
    /// (default: the adapter's, [`sub_rows_for`]): [`Gpu::kernel`], or the
    /// frontier kernel where the stack kernel cannot hold the board
    /// ([`Kernel::for_board`], the page's rule).
    pub fn kernel_for(&self, n: usize, rows: Option<usize>) -> Kernel {
        let rows = rows.unwrap_or_else(|| sub_rows_for(n, self.software));
        self.kernel.for_board(n, rows)
    }

    /// The rows a sub-board of an `n`-board places: `rows`, or the
    /// adapter's ([`sub_rows_for`]), at least what the kernels' stack
    /// needs ([`kernel_rows`]).
    pub fn rows(&self, n: usize, rows: Option<usize>) -> usize {
        rows_for(n, rows, self.software)
    }

    /// The pipeline for an `n`-board with sub-boards of `rows` rows (the
    /// kernel of [`Gpu::kernel_for`]), with its constants.
    pub fn pipeline(&self, n: usize, rows: usize) -> wgpu::ComputePipeline {
        self.pipeline_of(self.kernel_for(n, Some(rows)), n, rows)
    }

    /// `kernel`'s module, made at its first use.
    fn module(&self, kernel: Kernel) -> wgpu::ShaderModule {
        self.modules
            .borrow_mut()
            .entry(kernel)
            .or_insert_with(|| make_module(&self.device, kernel, self.unchecked))
            .clone()
    }

    fn pipeline_of(&self, kernel: Kernel, n: usize, rows: usize) -> wgpu::ComputePipeline {
        let constants = pipeline_constants(n, rows, self.ahead);
        let key = (kernel, n, constants[1].1 as usize);
        if let Some(p) = self.pipelines.borrow().get(&key) {
            return p.clone();
        }
        let module = self.module(kernel);
        let pipeline = self
            .device
            .create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                label: Some(kernel.name()),
                layout: None,
                module: &module,
                entry_point: Some("main"),
                compilation_options: wgpu::PipelineCompilationOptions {
                    constants: &constants,
                    // The kernels write their workgroup memory before they
                    // read it.
                    zero_initialize_workgroup_memory: false,
                },
                cache: None,
            });
        // Some drivers (lavapipe) compile the constants at the first
        // dispatch: one over no sub-board, not timed.
        let warm = self.submit_with(&pipeline, params(n, 0, 1), &self.rules(n), &[], 1);
        self.read(warm);
        self.pipelines.borrow_mut().insert(key, pipeline.clone());
        pipeline
    }

    /// The kernels' `rules` buffer for an `n`-board ([`kernel_rules`]).
    pub fn rules(&self, n: usize) -> wgpu::Buffer {
        self.device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("rules"),
                contents: as_bytes(&kernel_rules(n)),
                usage: wgpu::BufferUsages::STORAGE,
            })
    }

    /// Submits one dispatch over sub-boards (none when there are none);
    /// [`Gpu::read`] waits for its counts.
    fn submit(
        &self,
        pipeline: &wgpu::ComputePipeline,
        n: usize,
        rules: &wgpu::Buffer,
        words: &[u32],
    ) -> Option<Pending> {
        let subs = (words.len() / SUB_WORDS) as u32;
        if subs == 0 {
            return None;
        }
        let (count, grab) = invocations(subs, self.software);
        let head = params(n, subs, grab);
        Some(self.submit_with(
            pipeline,
            head,
            rules,
            words,
            count.min(self.persistent.max(1)),
        ))
    }

    /// Submits one dispatch of `invocations` with the `params` `head`.
    fn submit_with(
        &self,
        pipeline: &wgpu::ComputePipeline,
        head: [u32; 4],
        rules: &wgpu::Buffer,
        words: &[u32],
        invocations: u32,
    ) -> Pending {
        let d = &self.device;
        // At least one word each: a dispatch over no sub-board warms a
        // pipeline.
        let bytes = (head[1] as usize * COUNTS_PER_SUB * 4).max(4) as u64;
        let init = |label, contents: &[u32], usage| {
            d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some(label),
                contents: as_bytes(contents),
                usage,
            })
        };
        let buffer = |label, usage| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some(label),
                size: bytes,
                usage,
                mapped_at_creation: false,
            })
        };
        let storage = wgpu::BufferUsages::STORAGE;
        let uniform = init("params", &head, wgpu::BufferUsages::UNIFORM);
        // One sub-board's words at least (the binding's smallest size).
        let input = init(
            "subs",
            if words.is_empty() {
                &[0; SUB_WORDS]
            } else {
                words
            },
            storage,
        );
        let output = buffer("counts", storage | wgpu::BufferUsages::COPY_SRC);
        // The counter of the sub-boards taken (a new buffer starts at zero).
        let next = init("next", &[0], storage);
        let readback = buffer(
            "readback",
            wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        );
        let entries: Vec<_> = (0u32..)
            .zip([&uniform, rules, &input, &output, &next])
            .map(|(binding, buffer)| wgpu::BindGroupEntry {
                binding,
                resource: buffer.as_entire_binding(),
            })
            .collect();
        let bind = d.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &pipeline.get_bind_group_layout(0),
            entries: &entries,
        });
        let mut encoder = d.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_compute_pass(&Default::default());
            pass.set_pipeline(pipeline);
            pass.set_bind_group(0, &bind, &[]);
            let (x, y) = grid(invocations);
            pass.dispatch_workgroups(x, y, 1);
        }
        encoder.copy_buffer_to_buffer(&output, 0, &readback, 0, bytes);
        let index = self.queue.submit([encoder.finish()]);
        readback
            .slice(..)
            .map_async(wgpu::MapMode::Read, |r| r.expect("map the counts"));
        Pending { readback, index }
    }

    /// Waits for a submitted dispatch; its counts.
    pub fn read(&self, pending: Pending) -> Vec<u32> {
        let Pending { readback, index } = pending;
        self.device
            .poll(wgpu::PollType::Wait {
                submission_index: Some(index),
                timeout: None,
            })
            .expect("the dispatch completes");
        let data = readback.slice(..).get_mapped_range();
        let counts = data
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        drop(data);
        readback.unmap();
        counts
    }
}

/// The rows a sub-board of an `n`-board places: `rows`, or the adapter's
/// ([`sub_rows_for`]: a software adapter's are more), at least what the
/// kernels' stack needs ([`kernel_rows`]).
pub fn rows_for(n: usize, rows: Option<usize>, software: bool) -> usize {
    kernel_rows(n, rows.unwrap_or_else(|| sub_rows_for(n, software)))
}

/// A kernel's module, with wgpu's run-time checks or not.
fn make_module(device: &wgpu::Device, kernel: Kernel, unchecked: bool) -> wgpu::ShaderModule {
    let descriptor = wgpu::ShaderModuleDescriptor {
        label: Some(kernel.name()),
        source: wgpu::ShaderSource::Wgsl(kernel.source().into()),
    };
    if unchecked {
        // SAFETY: the kernels index their arrays within bounds (they check
        // each sub-board against their stack and rules) and end their
        // loops (each turn places a queen or takes a sub-board); only ever
        // asked for by gpu-bench --unchecked.
        unsafe {
            device.create_shader_module_trusted(descriptor, wgpu::ShaderRuntimeChecks::unchecked())
        }
    } else {
        device.create_shader_module(descriptor)
    }
}

fn as_bytes(words: &[u32]) -> &[u8] {
    // SAFETY: u32 has no padding and u8 no alignment.
    unsafe { std::slice::from_raw_parts(words.as_ptr().cast(), std::mem::size_of_val(words)) }
}

/// `(total, unique)` for `n = 1..=27`, the published counts.
pub fn reference(n: usize) -> (u64, u64) {
    solver::published::counts(n).expect("n <= 27")
}
