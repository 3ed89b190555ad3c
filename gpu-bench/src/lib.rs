//! The GPU counter's kernels ([`bitqueens_gpu::Kernel`]) run natively
//! through `wgpu` (Vulkan): the same WGSL, the same sub-boards, batches and
//! choice of kernel per board ([`Kernel::for_board`]) as the site's GPU
//! worker, so that a machine with a real GPU measures what the
//! browser would run (docs/gpu.md).

pub mod stats;

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

use bitqueens_gpu::{
    compact, frontier_constants, frontier_invocations, frontier_params, frontier_rows,
    frontier_rules, grid, min_batch, next_batch_size, params, rules_table, sub_rows_for, Batcher,
    Kernel, Layout, COUNTS_PER_SUB, FRONTIER_STRIDE, STRIDE,
};
use solver::count::{tasks_with_depth, Classes};
use wgpu::util::DeviceExt;

/// How often a count reports its progress on stderr.
const PROGRESS: Duration = Duration::from_secs(10);

/// A device with a kernel's module and pipelines.
pub struct Gpu {
    device: wgpu::Device,
    queue: wgpu::Queue,
    /// The modules made so far: `kernel`'s from the source given, and the
    /// kernel a board falls back to ([`Kernel::for_board`]) from its own
    /// source when a count needs it.
    modules: RefCell<HashMap<Kernel, wgpu::ShaderModule>>,
    /// Which kernel the source given is (its bindings): [`Kernel::Rows`]
    /// ([`bitqueens_gpu::KERNEL`] and its variants), [`Kernel::Frontier`]
    /// ([`bitqueens_gpu::FRONTIER`] and its variants), [`Kernel::Lean`]
    /// ([`bitqueens_gpu::LEAN`]) or [`Kernel::Stack`]
    /// ([`bitqueens_gpu::STACK`]): the last three have the same bindings.
    pub kernel: Kernel,
    /// The source given has a buffer of tying boards at binding 5 (the
    /// experiment `gpu-bench/kernels/stack-deferred.wgsl`): each dispatch
    /// of it gets one, and its part per workgroup in `params`' last word.
    ties: bool,
    /// At most this many tying boards in a workgroup's part (tests: the
    /// boards past it are checked where they are found).
    pub ties_cap: u32,
    /// Without wgpu's run-time checks (`create_shader_module_trusted`).
    unchecked: bool,
    /// The pipelines made so far: the rows kernel's one (key `(Rows, 0,
    /// 0)`), a persistent kernel's per board and stack depth (its
    /// constants).
    pipelines: RefCell<HashMap<(Kernel, usize, usize), wgpu::ComputePipeline>>,
    /// The adapter's name and driver, as wgpu reports them.
    pub adapter: String,
    /// A software adapter (llvmpipe): smaller sub-boards
    /// ([`bitqueens_gpu::sub_rows_for`]).
    pub software: bool,
    /// Sub-boards per invocation of the grabbing kernel ([`grabbing_kernel`]),
    /// or 0 for a kernel with one sub-board per invocation.
    grab: u32,
    /// The most invocations of a frontier dispatch on a real GPU
    /// ([`bitqueens_gpu::PERSISTENT`]; each takes sub-boards until none is
    /// left).
    pub persistent: u32,
    /// Each dispatch's buffers in host-visible memory, written and read
    /// through their mappings (wgpu's `MAPPABLE_PRIMARY_BUFFERS`, native
    /// only), instead of uploaded and copied back as the site's worker does.
    mapped: bool,
}

/// How a count is cut into dispatches.
#[derive(Clone, Debug)]
pub struct Batching {
    /// The time a dispatch aims at when batches are sized from the last
    /// one ([`next_batch_size`]).
    pub target_ms: f64,
    /// Batches of this many sub-boards instead of sized ones.
    pub fixed: Option<usize>,
    /// Rows each sub-board places, instead of [`sub_rows_for`].
    pub rows: Option<usize>,
    /// Dispatches submitted before the host waits for the oldest (1: one
    /// at a time, as the site's worker does).
    pub in_flight: usize,
    /// Threads that expand (and compact) the sub-boards (1: the host's
    /// own thread, as the site's worker does; more: [`Gpu::count`] takes
    /// batches from them in whatever order they come, natively only).
    pub host_threads: usize,
    /// Each batch's sub-boards handed out largest first
    /// ([`Batcher::longest_first`]; the persistent kernels only).
    pub longest_first: bool,
}

impl Default for Batching {
    /// Dispatches of about [`bitqueens_gpu::TARGET_MS`] (the page's), one at
    /// a time (the page keeps three in flight: `--in-flight 3`).
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

/// A dispatch submitted, its counts not yet read ([`Gpu::submit`]).
pub struct Pending {
    readback: wgpu::Buffer,
    index: wgpu::SubmissionIndex,
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

impl Gpu {
    /// The first Vulkan adapter (high performance preferred) with the
    /// rows kernel ([`bitqueens_gpu::KERNEL`]), or why none.
    pub fn new() -> Result<Gpu, String> {
        Gpu::with_kernel(bitqueens_gpu::KERNEL, false)
    }

    /// The same with the frontier kernel ([`bitqueens_gpu::FRONTIER`]).
    pub fn frontier() -> Result<Gpu, String> {
        Gpu::open_kernel(Kernel::Frontier, bitqueens_gpu::FRONTIER, false, false)
    }

    /// The same with the lean kernel ([`bitqueens_gpu::LEAN`]; the frontier
    /// kernel for the boards it cannot hold).
    pub fn lean() -> Result<Gpu, String> {
        Gpu::open_kernel(Kernel::Lean, bitqueens_gpu::LEAN, false, false)
    }

    /// The same with the stack kernel ([`bitqueens_gpu::STACK`], the
    /// default: the frontier kernel for the boards it cannot hold).
    pub fn stack() -> Result<Gpu, String> {
        Gpu::open_kernel(Kernel::Stack, bitqueens_gpu::STACK, false, false)
    }

    /// The same with another source of the rows kernel (for experiments),
    /// and with host-mapped buffers or not ([`Gpu::submit`]).
    pub fn with_kernel(source: &str, mapped: bool) -> Result<Gpu, String> {
        Gpu::open_kernel(Kernel::Rows, source, mapped, false)
    }

    /// A kernel's source (`kernel` says which bindings it has), with
    /// host-mapped buffers or not, and with wgpu's run-time checks
    /// (`unchecked`: none, `create_shader_module_trusted`: no bounds
    /// checks, no loop bounding; for measuring them, natively only).
    pub fn open_kernel(
        kernel: Kernel,
        source: &str,
        mapped: bool,
        unchecked: bool,
    ) -> Result<Gpu, String> {
        pollster::block_on(Gpu::open(kernel, source, mapped, unchecked))
    }

    /// The site's kernel as [`grabbing_kernel`]: each invocation counts up
    /// to `grab` sub-boards (at least 1), taking each from a counter.
    pub fn grabbing(grab: u32, mapped: bool) -> Result<Gpu, String> {
        let mut gpu =
            pollster::block_on(Gpu::open(Kernel::Rows, &grabbing_kernel()?, mapped, false))?;
        gpu.grab = grab.max(1);
        Ok(gpu)
    }

    async fn open(
        kernel: Kernel,
        source: &str,
        mapped: bool,
        unchecked: bool,
    ) -> Result<Gpu, String> {
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
        let mappable = wgpu::Features::MAPPABLE_PRIMARY_BUFFERS;
        if mapped && !adapter.features().contains(mappable) {
            return Err(format!("{name} cannot map storage buffers"));
        }
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
                    // WebGPU's default 8, above the downlevel 4: the
                    // experiment with a buffer of tying boards has 5.
                    max_storage_buffers_per_shader_stage: limits
                        .max_storage_buffers_per_shader_stage
                        .min(8),
                    ..wgpu::Limits::downlevel_defaults()
                },
                required_features: if mapped {
                    mappable
                } else {
                    wgpu::Features::empty()
                },
                ..Default::default()
            })
            .await
            .map_err(|e| format!("no device: {e}"))?;
        let module = make_module(&device, kernel, source, unchecked);
        Ok(Gpu {
            device,
            queue,
            modules: RefCell::new(HashMap::from([(kernel, module)])),
            kernel,
            ties: source.contains("@binding(5)"),
            ties_cap: 16384,
            unchecked,
            pipelines: RefCell::new(HashMap::new()),
            persistent: bitqueens_gpu::PERSISTENT,
            adapter: name,
            software,
            grab: 0,
            mapped,
        })
    }

    /// Counts an `n`-board: the solver's tasks of 4 rows, continued to
    /// [`sub_rows_for`] rows (or `how.rows`), in batches sized so that a
    /// dispatch takes about `how.target_ms` (or of `how.fixed` sub-boards),
    /// with up to `how.in_flight` dispatches submitted at a time.
    pub fn count(&self, n: usize, how: &Batching) -> Run {
        if how.host_threads > 1 && n > 1 {
            return self.count_threaded(n, how);
        }
        let kernel = self.kernel_for(n, how.rows);
        let rows = self.rows_of(kernel, n, how.rows);
        // Made (compiled) before the time starts, once per board.
        let pipeline = self.pipeline_of(kernel, n, rows);
        let start = Instant::now();
        let rules = self.rules_of(kernel, n);
        let frontier = kernel.persistent();
        let mut batcher = Batcher::with_layout(n, tasks_with_depth(n, 4), rows, Layout::of(kernel))
            .longest_first(how.longest_first && frontier);
        let mut run = Run {
            classes: Classes::default(),
            subs: 0,
            batches: 0,
            time: Duration::ZERO,
            longest: Duration::ZERO,
            busy: Duration::ZERO,
        };
        let min = min_batch(self.software);
        let mut size = how.fixed.unwrap_or(min);
        // Submitted dispatches, oldest first, each with when it was
        // submitted. With more than one in flight, the GPU starts the next
        // batch while the last sub-boards of one finish, and the host
        // expands it meanwhile.
        let mut flight = VecDeque::new();
        let mut last_done = Instant::now();
        // A line on stderr every PROGRESS, so that a count cut off by a
        // time limit still shows how far it got (scripts/bench-gpu.sh).
        let (total_tasks, mut tasks_done, mut shown) = (batcher.tasks().len(), 0, Instant::now());
        loop {
            while flight.len() < how.in_flight.max(1) {
                let Some(batch) = batcher.next_batch(size) else {
                    break;
                };
                let submitted = Instant::now();
                let subs = batch.subs() as u32;
                let pending = self.submit_ready(kernel, &pipeline, n, &rules, subs, &batch.words);
                flight.push_back((batch, pending, submitted));
            }
            let Some((batch, pending, submitted)) = flight.pop_front() else {
                break;
            };
            let counts = pending.map(|p| self.read(p)).unwrap_or_default();
            let done = Instant::now();
            // What this batch added: from its submission, or from the
            // completion before it when it waited behind that one.
            let took = done - submitted.max(last_done);
            last_done = done;
            run.longest = run.longest.max(took);
            run.busy += took;
            run.subs += batch.subs() as u64;
            run.batches += 1;
            for (_, classes) in batcher.finish(&batch, &counts) {
                run.classes += classes;
                tasks_done += 1;
            }
            if shown.elapsed() >= PROGRESS {
                shown = Instant::now();
                eprintln!(
                    "progress: n = {n}, {tasks_done} of {total_tasks} tasks, {} sub-boards, {} batches, {:.1} s",
                    run.subs,
                    run.batches,
                    start.elapsed().as_secs_f64()
                );
            }
            if how.fixed.is_none() {
                size = next_batch_size(batch.subs(), took.as_secs_f64() * 1e3, how.target_ms, min);
            }
        }
        run.time = start.elapsed();
        run
    }

    /// [`Gpu::count`] with `how.host_threads` threads expanding the tasks
    /// (each its own [`Batcher`] over every `host_threads`-th task, in the
    /// layout of the kernel) while this thread
    /// submits their batches in the order they come and adds up all the
    /// counts: the same total, as every sub-board is counted once, without
    /// the per-task order the site's worker keeps (n > 1: n = 1's single
    /// square is no sub-board).
    fn count_threaded(&self, n: usize, how: &Batching) -> Run {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let kernel = self.kernel_for(n, how.rows);
        let rows = self.rows_of(kernel, n, how.rows);
        let pipeline = self.pipeline_of(kernel, n, rows);
        let start = Instant::now();
        let rules = self.rules_of(kernel, n);
        let mut run = Run {
            classes: Classes::default(),
            subs: 0,
            batches: 0,
            time: Duration::ZERO,
            longest: Duration::ZERO,
            busy: Duration::ZERO,
        };
        let min = min_batch(self.software);
        let size = AtomicUsize::new(how.fixed.unwrap_or(min));
        let threads = how.host_threads;
        let tasks = tasks_with_depth(n, 4);
        let frontier = kernel.persistent();
        // (sub-boards, the words the kernel reads), a few batches ahead.
        let (tx, rx) = std::sync::mpsc::sync_channel::<(u32, Vec<u32>)>(2 * threads);
        std::thread::scope(|scope| {
            for t in 0..threads {
                let tx = tx.clone();
                let mine: Vec<_> = tasks.iter().skip(t).step_by(threads).cloned().collect();
                let size = &size;
                scope.spawn(move || {
                    let mut batcher = Batcher::with_layout(n, mine, rows, Layout::of(kernel))
                        .longest_first(how.longest_first && frontier);
                    while let Some(batch) = batcher.next_batch(size.load(Ordering::Relaxed)) {
                        if tx.send((batch.subs() as u32, batch.words)).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(tx);
            let mut flight = VecDeque::new();
            let (mut last_done, mut shown) = (Instant::now(), Instant::now());
            loop {
                while flight.len() < how.in_flight.max(1) {
                    let Ok((subs, words)) = rx.recv() else {
                        break;
                    };
                    let submitted = Instant::now();
                    let pending = self.submit_ready(kernel, &pipeline, n, &rules, subs, &words);
                    flight.push_back((subs, pending, submitted));
                }
                let Some((subs, pending, submitted)) = flight.pop_front() else {
                    break;
                };
                let counts = pending.map(|p| self.read(p)).unwrap_or_default();
                let done = Instant::now();
                let took = done - submitted.max(last_done);
                last_done = done;
                run.longest = run.longest.max(took);
                run.busy += took;
                run.subs += subs as u64;
                run.batches += 1;
                run.classes += bitqueens_gpu::sum_counts(&counts);
                if shown.elapsed() >= PROGRESS {
                    shown = Instant::now();
                    eprintln!(
                        "progress: n = {n}, {} sub-boards, {} batches, {:.1} s ({threads} host threads)",
                        run.subs,
                        run.batches,
                        start.elapsed().as_secs_f64()
                    );
                }
                if how.fixed.is_none() {
                    let next = next_batch_size(
                        subs as usize,
                        took.as_secs_f64() * 1e3,
                        how.target_ms,
                        min,
                    );
                    size.store(next, Ordering::Relaxed);
                }
            }
        });
        run.time = start.elapsed();
        run
    }

    /// The kernel that counts an `n`-board with sub-boards of `rows` rows
    /// (default: the adapter's, [`sub_rows_for`]): [`Gpu::kernel`], or the
    /// one it falls back to where it cannot hold the board
    /// ([`Kernel::for_board`], the page's rule: the stack kernel's stack
    /// from n = 25 on, the lean kernel's stack and queens from n = 23).
    pub fn kernel_for(&self, n: usize, rows: Option<usize>) -> Kernel {
        let rows = rows.unwrap_or_else(|| sub_rows_for(n, self.software));
        self.kernel.for_board(n, rows)
    }

    /// The rows a sub-board of an `n`-board places with [`Gpu::kernel_for`]:
    /// `rows`, or the adapter's ([`sub_rows_for`]); for a persistent kernel
    /// at least what its stack needs ([`frontier_rows`]).
    pub fn rows(&self, n: usize, rows: Option<usize>) -> usize {
        self.rows_of(self.kernel_for(n, rows), n, rows)
    }

    fn rows_of(&self, kernel: Kernel, n: usize, rows: Option<usize>) -> usize {
        rows_for(kernel, n, rows, self.software)
    }

    /// The pipeline for an `n`-board with sub-boards of `rows` rows (the
    /// kernel of [`Gpu::kernel_for`]): the rows kernel's one, or a
    /// persistent kernel's with its constants.
    pub fn pipeline(&self, n: usize, rows: usize) -> wgpu::ComputePipeline {
        self.pipeline_of(self.kernel_for(n, Some(rows)), n, rows)
    }

    /// `kernel`'s module: the source given, or the kernel's own
    /// ([`Kernel::source`]) for a board's fallback, made at its first use.
    fn module(&self, kernel: Kernel) -> wgpu::ShaderModule {
        self.modules
            .borrow_mut()
            .entry(kernel)
            .or_insert_with(|| make_module(&self.device, kernel, kernel.source(), self.unchecked))
            .clone()
    }

    fn pipeline_of(&self, kernel: Kernel, n: usize, rows: usize) -> wgpu::ComputePipeline {
        let constants = constants_for(kernel, n, rows);
        let frontier = kernel.persistent();
        let key = if frontier {
            (kernel, n, constants[1].1 as usize)
        } else {
            (kernel, 0, 0)
        };
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
                    // The persistent kernels write their workgroup memory
                    // before they read it.
                    zero_initialize_workgroup_memory: !frontier,
                },
                cache: None,
            });
        if frontier {
            // Some drivers (lavapipe) compile the constants at the first
            // dispatch: one over no sub-board, not timed.
            self.warm(kernel, &pipeline, n);
        }
        self.pipelines.borrow_mut().insert(key, pipeline.clone());
        pipeline
    }

    /// The buffer of tying boards for a dispatch of `kernel` by
    /// `invocations` (when it is the source given and that has one,
    /// [`Gpu::ties`]), and the boards each workgroup's part holds: 1 GiB,
    /// or the device's largest binding, split between the workgroups, at
    /// most [`Gpu::ties_cap`] (16,384) boards of 16 bytes each. At n = 20
    /// a dispatch of 2^20 sub-boards finds some 18 million tying boards,
    /// some 7,000 for each of the 2,500 workgroups an H100 keeps at once
    /// (docs/gpu.md "Ties after the search, 16 bytes a row"); 256 MiB
    /// held 4,096 for each of the dispatch's 4,096.
    fn ties_for(&self, kernel: Kernel, invocations: u32) -> Option<(wgpu::Buffer, u32)> {
        if !self.ties || kernel != self.kernel {
            return None;
        }
        let (x, y, _) = grid(invocations.max(1));
        let groups = u64::from(x) * u64::from(y);
        let bytes = u64::from(self.device.limits().max_storage_buffer_binding_size).min(1 << 30);
        let cap = (bytes / 16 / groups).clamp(1, u64::from(self.ties_cap.max(1)));
        let buffer = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("ties"),
            size: groups * cap * 16,
            usage: wgpu::BufferUsages::STORAGE,
            mapped_at_creation: false,
        });
        Some((buffer, cap as u32))
    }

    /// One dispatch of the frontier kernel over no sub-board.
    fn warm(&self, kernel: Kernel, pipeline: &wgpu::ComputePipeline, n: usize) {
        let d = &self.device;
        let init = |contents: &[u32], usage| {
            d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("warm"),
                contents: as_bytes(contents),
                usage,
            })
        };
        let storage = wgpu::BufferUsages::STORAGE;
        let ties = self.ties_for(kernel, 1);
        let mut head = frontier_params(n, 0, 1);
        head[3] = ties.as_ref().map_or(0, |(_, cap)| *cap);
        let buffers = [
            init(&head, wgpu::BufferUsages::UNIFORM),
            init(&frontier_rules(n), storage),
            init(&[0; FRONTIER_STRIDE], storage),
            init(&[0; COUNTS_PER_SUB], storage),
            init(&[0], storage),
        ];
        let entries: Vec<_> = (0u32..)
            .zip(
                buffers
                    .iter()
                    .chain(ties.as_ref().map(|(buffer, _)| buffer)),
            )
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
            pass.dispatch_workgroups(1, 1, 1);
        }
        let index = self.queue.submit([encoder.finish()]);
        self.device
            .poll(wgpu::PollType::Wait {
                submission_index: Some(index),
                timeout: None,
            })
            .expect("the dispatch completes");
    }

    /// The `rules` buffer of the kernel that counts an `n`-board
    /// ([`Gpu::kernel_for`], the adapter's rows).
    pub fn rules(&self, n: usize) -> wgpu::Buffer {
        self.rules_of(self.kernel_for(n, None), n)
    }

    fn rules_of(&self, kernel: Kernel, n: usize) -> wgpu::Buffer {
        let table = if kernel.persistent() {
            frontier_rules(n)
        } else {
            rules_table(n)
        };
        self.device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("rules"),
                contents: as_bytes(&table),
                usage: wgpu::BufferUsages::STORAGE,
            })
    }

    /// One dispatch over packed sub-boards; their counts, read back.
    pub fn dispatch(&self, n: usize, rules: &wgpu::Buffer, words: &[u32]) -> Vec<u32> {
        self.submit(n, rules, words)
            .map(|p| self.read(p))
            .unwrap_or_default()
    }

    /// Submits one dispatch over packed sub-boards ([`STRIDE`] words each;
    /// none when there are none) with the adapter's rows; [`Gpu::read`]
    /// waits for its counts.
    pub fn submit(&self, n: usize, rules: &wgpu::Buffer, words: &[u32]) -> Option<Pending> {
        let kernel = self.kernel_for(n, None);
        let pipeline = self.pipeline_of(kernel, n, self.rows_of(kernel, n, None));
        self.submit_to(kernel, &pipeline, n, rules, words)
    }

    fn submit_to(
        &self,
        kernel: Kernel,
        pipeline: &wgpu::ComputePipeline,
        n: usize,
        rules: &wgpu::Buffer,
        words: &[u32],
    ) -> Option<Pending> {
        let subs = (words.len() / STRIDE) as u32;
        if kernel.persistent() {
            self.submit_ready(kernel, pipeline, n, rules, subs, &compact(words))
        } else {
            self.submit_ready(kernel, pipeline, n, rules, subs, words)
        }
    }

    /// Submits `subs` sub-boards as the kernel reads them (`frontier`: a
    /// persistent kernel's, `words` compact ones).
    fn submit_ready(
        &self,
        kernel: Kernel,
        pipeline: &wgpu::ComputePipeline,
        n: usize,
        rules: &wgpu::Buffer,
        subs: u32,
        words: &[u32],
    ) -> Option<Pending> {
        if subs == 0 {
            return None;
        }
        let frontier = kernel.persistent();
        let d = &self.device;
        let (invocations, grab) = frontier_invocations(subs, self.software);
        let invocations = invocations.min(self.persistent.max(1));
        let ties = self.ties_for(kernel, invocations);
        let (head, words) = if frontier {
            debug_assert_eq!(words.len(), subs as usize * FRONTIER_STRIDE);
            let mut head = frontier_params(n, subs, grab);
            if let Some((_, cap)) = &ties {
                head[3] = *cap;
            }
            (head, words)
        } else {
            let mut head = params(n, subs);
            // The grabbing kernel reads its sub-boards per invocation in
            // the padding word; the site's kernel ignores it.
            head[3] = self.grab;
            (head, words)
        };
        let counter = frontier || self.grab > 0;
        let counts_words = subs as usize * COUNTS_PER_SUB;
        let bytes = (counts_words * 4) as u64;
        // The buffers of one dispatch. Written by the host before the
        // dispatch: params, the sub-boards, the grabbing kernel's counter
        // (zero). `output` is what the kernel writes; `readback` the buffer
        // mapped for reading (the same one when `mapped`).
        let (uniform, input, next, output, readback) = if self.mapped {
            // Host-visible buffers written through their mapping: the
            // command buffer holds the dispatch alone (no upload, no copy,
            // no clear), so nothing orders it after the dispatches before.
            let host = |label, contents: &[u32], usage| {
                let buffer = d.create_buffer(&wgpu::BufferDescriptor {
                    label: Some(label),
                    size: (contents.len() * 4) as u64,
                    usage: usage | wgpu::BufferUsages::MAP_WRITE,
                    mapped_at_creation: true,
                });
                buffer
                    .slice(..)
                    .get_mapped_range_mut()
                    .copy_from_slice(as_bytes(contents));
                buffer.unmap();
                buffer
            };
            let output = host(
                "counts",
                &vec![0; counts_words],
                wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::MAP_READ,
            );
            (
                host("params", &head, wgpu::BufferUsages::UNIFORM),
                host("subs", words, wgpu::BufferUsages::STORAGE),
                counter.then(|| host("next", &[0], wgpu::BufferUsages::STORAGE)),
                output.clone(),
                output,
            )
        } else {
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
            (
                init("params", &head, wgpu::BufferUsages::UNIFORM),
                init("subs", words, wgpu::BufferUsages::STORAGE),
                // The counter of the sub-boards taken (a new buffer starts
                // at zero).
                counter.then(|| init("next", &[0], wgpu::BufferUsages::STORAGE)),
                buffer(
                    "counts",
                    wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
                ),
                buffer(
                    "readback",
                    wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                ),
            )
        };
        let entries: Vec<_> = (0u32..)
            .zip(
                [&uniform, rules, &input, &output]
                    .into_iter()
                    .chain(&next)
                    .chain(ties.as_ref().map(|(buffer, _)| buffer)),
            )
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
            let (x, y, _) = grid(if frontier { invocations } else { subs });
            pass.dispatch_workgroups(x, y, 1);
        }
        if !self.mapped {
            encoder.copy_buffer_to_buffer(&output, 0, &readback, 0, bytes);
        }
        let index = self.queue.submit([encoder.finish()]);
        readback
            .slice(..)
            .map_async(wgpu::MapMode::Read, |r| r.expect("map the counts"));
        Some(Pending { readback, index })
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

/// The site's kernel ([`bitqueens_gpu::KERNEL`]) with one change, for
/// measuring the tails of the dispatches (docs/gpu.md): its entry point
/// becomes `count_one(i)`, and a new one counts up to `params.pad`
/// sub-boards per invocation, each taken from an atomic counter (binding 4),
/// so that an invocation whose sub-board was short goes on with another
/// instead of idling beside a long one. Every sub-board is still counted
/// exactly once: each index below `params.count` is taken by one
/// invocation, and an invocation stops only after `pad` sub-boards or when
/// none is left.
pub fn grabbing_kernel() -> Result<String, String> {
    const ENTRY: &str = "@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x + id.y * params.row_stride;
    if (i >= params.count) {
        return;
    }
";
    const GRAB: &str = "
// gpu-bench --grab: each invocation takes sub-boards from `next` until it has
// counted params.pad of them or none is left.
@group(0) @binding(4) var<storage, read_write> next: atomic<u32>;

@compute @workgroup_size(64)
fn main() {
    for (var k = 0u; k < params.pad; k++) {
        let i = atomicAdd(&next, 1u);
        if (i >= params.count) {
            break;
        }
        count_one(i);
    }
}
";
    let kernel = bitqueens_gpu::KERNEL;
    if !kernel.contains(ENTRY) {
        return Err("the kernel's entry point has changed: update grabbing_kernel".into());
    }
    Ok(kernel.replace(ENTRY, "fn count_one(i: u32) {\n") + GRAB)
}

/// A persistent kernel (`gpu/src/stack.wgsl`, `gpu/src/lean.wgsl` or one of
/// their variants in gpu-bench/kernels/) with `rows` rows looked ahead
/// instead of one (`gpu-bench --ahead`, docs/gpu.md "Rows looked ahead"):
/// a turn pushes its child only if the last row keeps a square under the
/// attacks so far (the kernels' own look-ahead) and, from 2, the
/// second-last row keeps one too (any square: no rule closes its outer
/// columns), from 3 also the third-last, with 4 the fourth-last (any
/// square: looser than their rules, so still sound) where that row is not
/// above the child. Each is the row's attacks shifted to that row, some 5
/// operations a turn beside the turn's own; a look-ahead only cuts
/// searches that complete no board, so the counts stay exact. `rows` 1
/// gives the kernel unchanged. Its turns in Rust:
/// [`bitqueens_gpu::stack_sub_board_ahead`].
pub fn looking_ahead(source: &str, rows: u32) -> Result<String, String> {
    const LAST: &str = "let last_open = (last_row & ~((lb << ahead) | cd | (rb >> ahead))) != 0u;";
    if !(1..=4).contains(&rows) {
        return Err(format!("--ahead takes 1 to 4 rows, not {rows}"));
    }
    if rows == 1 {
        return Ok(source.to_string());
    }
    if !source.contains(LAST) {
        return Err(
            "the kernel has no last-row look-ahead (`let last_open = ...`) to add rows to".into(),
        );
    }
    let mut out = String::with_capacity(source.len() + 1024);
    for line in source.split_inclusive('\n') {
        if line.trim() != LAST {
            out.push_str(line);
            continue;
        }
        let indent = &line[..line.len() - line.trim_start().len()];
        // At the second-last row's own turn (ahead 1), which pushes
        // nothing, the second-last test looks at the row itself; where
        // ahead < k the k-th-last test (k >= 3) would look at the turn's
        // own row or above (WGSL takes a shift modulo 32): its result is
        // not used.
        let mut code = vec![
            format!("// gpu-bench --ahead {rows}: the last {rows} rows keep a square."),
            "var last_open = (last_row & ~((lb << ahead) | cd | (rb >> ahead))) != 0u;".to_string(),
            "last_open = last_open & ((every & ~((lb << (ahead - 1u)) | cd | (rb >> (ahead - 1u)))) != 0u);"
                .to_string(),
        ];
        for k in 3..=rows {
            let shift = k - 1;
            code.push(format!(
                "last_open = last_open & (((every & ~((lb << (ahead - {shift}u)) | cd | (rb >> (ahead - {shift}u)))) != 0u) | (ahead < {k}u));"
            ));
        }
        for c in code {
            out.push_str(indent);
            out.push_str(&c);
            out.push('\n');
        }
    }
    Ok(out)
}

/// The rows a sub-board of an `n`-board places with `kernel`: `rows`, or
/// the adapter's ([`sub_rows_for`]: a software adapter's are more); for a
/// persistent kernel at least what its stack needs ([`frontier_rows`]).
pub fn rows_for(kernel: Kernel, n: usize, rows: Option<usize>, software: bool) -> usize {
    let rows = rows.unwrap_or_else(|| sub_rows_for(n, software));
    if kernel.persistent() {
        frontier_rows(n, rows)
    } else {
        rows
    }
}

/// The pipeline constants of `kernel` for an `n`-board whose sub-boards
/// place `rows` rows: a persistent kernel's ([`frontier_constants`]), none
/// for the rows kernel.
pub fn constants_for(kernel: Kernel, n: usize, rows: usize) -> Vec<(&'static str, f64)> {
    if kernel.persistent() {
        frontier_constants(n, rows).to_vec()
    } else {
        Vec::new()
    }
}

/// A kernel's module from its source, with wgpu's run-time checks or not.
fn make_module(
    device: &wgpu::Device,
    kernel: Kernel,
    source: &str,
    unchecked: bool,
) -> wgpu::ShaderModule {
    let descriptor = wgpu::ShaderModuleDescriptor {
        label: Some(kernel.name()),
        source: wgpu::ShaderSource::Wgsl(source.into()),
    };
    if unchecked {
        // SAFETY: the kernels index their arrays within bounds (the
        // persistent kernels check each sub-board against their stack and
        // rules) and end their loops (each turn places a queen or takes a
        // sub-board); only ever asked for by gpu-bench --unchecked.
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
