//! The driver's own statistics of a kernel's compute pipeline
//! (`gpu-bench --stats`): registers, spills, code size, whatever the
//! Vulkan driver reports through `VK_KHR_pipeline_executable_properties`.
//!
//! wgpu does not expose that extension, so the pipeline is made here
//! beside it, the way wgpu-hal's Vulkan backend makes it: the WGSL through
//! naga (the same version as wgpu's) with the pipeline's override
//! constants, to SPIR-V with wgpu's checks (`Restrict` bounds checks and
//! loop bounding) or without them (`--unchecked`, as
//! `create_shader_module_trusted`), and without zeroing workgroup memory
//! (gpu-bench's persistent pipelines do not ask for it). The figures are
//! those of this SPIR-V, which is what wgpu hands the driver up to the
//! SPIR-V version and capabilities it picks per device.

use ash::vk;
use std::ffi::CStr;

/// One statistic of one executable (a compiled stage) of a pipeline.
#[derive(Clone, Debug, PartialEq)]
pub struct Statistic {
    /// The executable's name (the driver's; a compute pipeline has one or
    /// a few, e.g. per subgroup size).
    pub executable: String,
    /// The statistic's name, e.g. "Register Count" (the driver's words).
    pub name: String,
    /// Its value as the driver typed it.
    pub value: Value,
    /// The driver's description of it.
    pub description: String,
}

/// A statistic's value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Bool(bool),
    Int(i64),
    Uint(u64),
    Float(f64),
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Uint(u) => write!(f, "{u}"),
            Value::Float(x) => write!(f, "{x}"),
        }
    }
}

/// The SPIR-V of a WGSL compute kernel (entry point `main`) with its
/// override `constants`, as wgpu-hal's Vulkan backend writes it for a
/// device of SPIR-V version `lang` (`checked`: wgpu's run-time checks).
pub fn spirv(
    source: &str,
    constants: &[(&str, f64)],
    checked: bool,
    lang: (u8, u8),
) -> Result<Vec<u32>, String> {
    compile(source, constants, checked, lang).map(|(code, _)| code)
}

/// A kernel's bindings: number and descriptor type.
type Bindings = Vec<(u32, vk::DescriptorType)>;

/// [`spirv`], and the bindings of group 0 the kernel declares as Vulkan
/// descriptor types (uniform or storage buffers: the counting kernels'
/// only kinds).
fn compile(
    source: &str,
    constants: &[(&str, f64)],
    checked: bool,
    lang: (u8, u8),
) -> Result<(Vec<u32>, Bindings), String> {
    use naga::back::spv;
    use naga::proc::{BoundsCheckPolicies, BoundsCheckPolicy};
    let module = naga::front::wgsl::parse_str(source).map_err(|e| e.emit_to_string(source))?;
    let mut bindings = Vec::new();
    for (_, var) in module.global_variables.iter() {
        let Some(binding) = &var.binding else {
            continue;
        };
        if binding.group != 0 {
            return Err(format!(
                "binding group {} (only group 0 is made)",
                binding.group
            ));
        }
        let kind = match var.space {
            naga::AddressSpace::Uniform => vk::DescriptorType::UNIFORM_BUFFER,
            naga::AddressSpace::Storage { .. } => vk::DescriptorType::STORAGE_BUFFER,
            other => return Err(format!("binding {} in {other:?}", binding.binding)),
        };
        bindings.push((binding.binding, kind));
    }
    let info = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    )
    .validate(&module)
    .map_err(|e| format!("the kernel does not validate: {}", e.into_inner()))?;
    let mut values = naga::back::PipelineConstants::default();
    for &(name, value) in constants {
        values.insert(name.to_string(), value);
    }
    let (module, info) = naga::back::pipeline_constants::process_overrides(
        &module,
        &info,
        Some((naga::ShaderStage::Compute, "main")),
        &values,
    )
    .map_err(|e| format!("the kernel's constants: {e}"))?;
    let policy = if checked {
        BoundsCheckPolicy::Restrict
    } else {
        BoundsCheckPolicy::Unchecked
    };
    let options = spv::Options {
        lang_version: lang,
        flags: spv::WriterFlags::empty(),
        bounds_check_policies: BoundsCheckPolicies {
            index: policy,
            buffer: policy,
            image_load: policy,
            binding_array: BoundsCheckPolicy::Unchecked,
        },
        zero_initialize_workgroup_memory: spv::ZeroInitializeWorkgroupMemoryMode::None,
        force_loop_bounding: checked,
        ..spv::Options::default()
    };
    let pipeline = spv::PipelineOptions {
        shader_stage: naga::ShaderStage::Compute,
        entry_point: "main".into(),
    };
    let code = spv::write_vec(&module, &info, &options, Some(&pipeline))
        .map_err(|e| format!("SPIR-V: {e}"))?;
    Ok((code, bindings))
}

/// A Vulkan device that can report its pipelines' statistics.
pub struct Driver {
    _entry: ash::Entry,
    instance: ash::Instance,
    device: ash::Device,
    executables: ash::khr::pipeline_executable_properties::Device,
    /// The adapter, as gpu-bench's table names it: name, type, driver.
    pub name: String,
    /// The SPIR-V version wgpu-hal would write for it.
    pub lang: (u8, u8),
    /// Whether its pipelines report statistics (else they are made and
    /// report none: a software adapter's test of everything else).
    pub captures: bool,
}

impl Driver {
    /// The first physical device (a discrete one if any) whose driver
    /// reports pipeline statistics; an error says why none can. Without
    /// `require`, the first device at all when none reports them (its
    /// pipelines are made and report nothing: lavapipe's test).
    pub fn open(require: bool) -> Result<Driver, String> {
        // SAFETY: the Vulkan calls below follow the specification's valid
        // usage: every handle is made here, used while it lives and
        // destroyed once (Drop); structures outlive the calls that read
        // them.
        unsafe {
            let entry = ash::Entry::load()
                .map_err(|e| format!("no Vulkan loader (libvulkan.so.1): {e}"))?;
            let app = vk::ApplicationInfo::default()
                .application_name(c"gpu-bench --stats")
                .api_version(vk::API_VERSION_1_1);
            let instance = entry
                .create_instance(
                    &vk::InstanceCreateInfo::default().application_info(&app),
                    None,
                )
                .map_err(|e| format!("vkCreateInstance: {e}"))?;
            // The loader (`entry`) outlives the instance in either case.
            match Driver::with_instance(&instance, require) {
                Ok((device, executables, name, lang, captures)) => Ok(Driver {
                    _entry: entry,
                    instance,
                    device,
                    executables,
                    name,
                    lang,
                    captures,
                }),
                Err(e) => {
                    instance.destroy_instance(None);
                    Err(e)
                }
            }
        }
    }

    /// The device, its extension's functions, its name and SPIR-V version.
    #[allow(clippy::type_complexity)]
    unsafe fn with_instance(
        instance: &ash::Instance,
        require: bool,
    ) -> Result<
        (
            ash::Device,
            ash::khr::pipeline_executable_properties::Device,
            String,
            (u8, u8),
            bool,
        ),
        String,
    > {
        let wanted = ash::khr::pipeline_executable_properties::NAME;
        let mut seen = Vec::new();
        let mut chosen = None;
        let mut fallback = None;
        let devices = match instance.enumerate_physical_devices() {
            Ok(d) => d,
            Err(e) => return Err(format!("vkEnumeratePhysicalDevices: {e}")),
        };
        for pd in devices {
            let props = instance.get_physical_device_properties(pd);
            let name = CStr::from_ptr(props.device_name.as_ptr())
                .to_string_lossy()
                .into_owned();
            let has = instance
                .enumerate_device_extension_properties(pd)
                .unwrap_or_default()
                .iter()
                .any(|e| CStr::from_ptr(e.extension_name.as_ptr()) == wanted);
            let mut feature = vk::PhysicalDevicePipelineExecutablePropertiesFeaturesKHR::default();
            if has {
                let mut features = vk::PhysicalDeviceFeatures2::default().push_next(&mut feature);
                instance.get_physical_device_features2(pd, &mut features);
            }
            let usable = has && feature.pipeline_executable_info == vk::TRUE;
            seen.push(format!(
                "{name}{}",
                match (has, usable) {
                    (_, true) => "",
                    (true, false) =>
                        " (has the extension, but not its pipelineExecutableInfo feature)",
                    (false, _) => " (without the extension)",
                }
            ));
            if fallback.is_none() {
                fallback = Some((pd, props, name.clone()));
            }
            let discrete = props.device_type == vk::PhysicalDeviceType::DISCRETE_GPU;
            if usable && (chosen.is_none() || discrete) {
                chosen = Some((pd, props, name));
                if discrete {
                    break;
                }
            }
        }
        let captures = chosen.is_some();
        let Some((pd, props, name)) = chosen.or(if require { None } else { fallback }) else {
            let e = format!(
                "no Vulkan device reports pipeline statistics (VK_KHR_pipeline_executable_properties); seen: {}",
                if seen.is_empty() { "none".to_string() } else { seen.join(", ") }
            );
            return Err(e);
        };
        let family = instance
            .get_physical_device_queue_family_properties(pd)
            .iter()
            .position(|q| q.queue_flags.contains(vk::QueueFlags::COMPUTE));
        let Some(family) = family else {
            return Err(format!("{name}: no compute queue"));
        };
        let priorities = [1.0f32];
        let queues = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(family as u32)
            .queue_priorities(&priorities)];
        let extensions = [wanted.as_ptr()];
        let mut feature = vk::PhysicalDevicePipelineExecutablePropertiesFeaturesKHR::default()
            .pipeline_executable_info(true);
        let mut info = vk::DeviceCreateInfo::default().queue_create_infos(&queues);
        if captures {
            info = info
                .enabled_extension_names(&extensions)
                .push_next(&mut feature);
        }
        let device = match instance.create_device(pd, &info, None) {
            Ok(d) => d,
            Err(e) => return Err(format!("{name}: vkCreateDevice: {e}")),
        };
        let executables = ash::khr::pipeline_executable_properties::Device::new(instance, &device);
        // wgpu-hal's choice of SPIR-V version by the device's Vulkan version.
        let api = props.api_version;
        let lang = if api >= vk::API_VERSION_1_3 {
            (1, 6)
        } else if api >= vk::API_VERSION_1_2 {
            (1, 5)
        } else if api >= vk::API_VERSION_1_1 {
            (1, 3)
        } else {
            (1, 0)
        };
        let driver_version = props.driver_version;
        let name = format!(
            "{name} ({:?}, Vulkan {}.{}.{}, driver {driver_version:#x})",
            props.device_type,
            vk::api_version_major(api),
            vk::api_version_minor(api),
            vk::api_version_patch(api)
        );
        Ok((device, executables, name, lang, captures))
    }

    /// The statistics of `source`'s compute pipeline with `constants`.
    pub fn statistics(
        &self,
        source: &str,
        constants: &[(&str, f64)],
        checked: bool,
    ) -> Result<Vec<Statistic>, String> {
        let (code, bindings) = compile(source, constants, checked, self.lang)?;
        let layout_bindings: Vec<_> = bindings
            .into_iter()
            .map(|(binding, kind)| {
                vk::DescriptorSetLayoutBinding::default()
                    .binding(binding)
                    .descriptor_type(kind)
                    .descriptor_count(1)
                    .stage_flags(vk::ShaderStageFlags::COMPUTE)
            })
            .collect();
        let d = &self.device;
        // SAFETY: as in `open`; every object made here is destroyed before
        // the function returns, the last made first.
        unsafe {
            let set = d
                .create_descriptor_set_layout(
                    &vk::DescriptorSetLayoutCreateInfo::default().bindings(&layout_bindings),
                    None,
                )
                .map_err(|e| format!("vkCreateDescriptorSetLayout: {e}"))?;
            let sets = [set];
            let info = vk::PipelineLayoutCreateInfo::default().set_layouts(&sets);
            let layout = match d.create_pipeline_layout(&info, None) {
                Ok(layout) => layout,
                Err(e) => {
                    d.destroy_descriptor_set_layout(set, None);
                    return Err(format!("vkCreatePipelineLayout: {e}"));
                }
            };
            let info = vk::ShaderModuleCreateInfo::default().code(&code);
            let result = match d.create_shader_module(&info, None) {
                Ok(module) => {
                    let r = self.pipeline_statistics(layout, module);
                    d.destroy_shader_module(module, None);
                    r
                }
                Err(e) => Err(format!("vkCreateShaderModule: {e}")),
            };
            d.destroy_pipeline_layout(layout, None);
            d.destroy_descriptor_set_layout(set, None);
            result
        }
    }

    unsafe fn pipeline_statistics(
        &self,
        layout: vk::PipelineLayout,
        module: vk::ShaderModule,
    ) -> Result<Vec<Statistic>, String> {
        let stage = vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::COMPUTE)
            .module(module)
            .name(c"main");
        let flags = if self.captures {
            vk::PipelineCreateFlags::CAPTURE_STATISTICS_KHR
        } else {
            vk::PipelineCreateFlags::empty()
        };
        let info = [vk::ComputePipelineCreateInfo::default()
            .flags(flags)
            .stage(stage)
            .layout(layout)];
        let pipeline =
            match self
                .device
                .create_compute_pipelines(vk::PipelineCache::null(), &info, None)
            {
                Ok(p) => p[0],
                Err((_, e)) => return Err(format!("vkCreateComputePipelines: {e}")),
            };
        let result = if self.captures {
            self.read(pipeline)
        } else {
            Ok(Vec::new())
        };
        self.device.destroy_pipeline(pipeline, None);
        result
    }

    unsafe fn read(&self, pipeline: vk::Pipeline) -> Result<Vec<Statistic>, String> {
        let text =
            |s: &[std::ffi::c_char]| CStr::from_ptr(s.as_ptr()).to_string_lossy().into_owned();
        let executables = self
            .executables
            .get_pipeline_executable_properties(&vk::PipelineInfoKHR::default().pipeline(pipeline))
            .map_err(|e| format!("vkGetPipelineExecutablePropertiesKHR: {e}"))?;
        let mut out = Vec::new();
        for (i, executable) in executables.iter().enumerate() {
            let name = text(&executable.name);
            let stats = self
                .executables
                .get_pipeline_executable_statistics(
                    &vk::PipelineExecutableInfoKHR::default()
                        .pipeline(pipeline)
                        .executable_index(i as u32),
                )
                .map_err(|e| format!("vkGetPipelineExecutableStatisticsKHR: {e}"))?;
            for s in stats {
                let value = match s.format {
                    vk::PipelineExecutableStatisticFormatKHR::BOOL32 => {
                        Value::Bool(s.value.b32 != 0)
                    }
                    vk::PipelineExecutableStatisticFormatKHR::INT64 => Value::Int(s.value.i64),
                    vk::PipelineExecutableStatisticFormatKHR::UINT64 => Value::Uint(s.value.u64),
                    _ => Value::Float(s.value.f64),
                };
                out.push(Statistic {
                    executable: format!("{name} (subgroup {})", executable.subgroup_size),
                    name: text(&s.name),
                    value,
                    description: text(&s.description),
                });
            }
        }
        Ok(out)
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // SAFETY: every object made from the device is destroyed before
        // its call returns; nothing else holds these handles.
        unsafe {
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}
