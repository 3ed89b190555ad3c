#!/usr/bin/env node
// Checks what the JavaScript glue of every wasm of a built site exports:
// the end-to-end tests' hooks (the cargo feature `e2e`, `src/bin/app.rs`'s
// module `e2e`) are exported by the app's glue alone, all of them or none,
// and never in `dist/`, the release build that users get.
//
//   node scripts/exports.mjs DIR   # the site built in DIR
//   (as trunk's post_build hook, see Trunk.toml: no argument; the staging
//   directory and the final one come from trunk's TRUNK_* variables)
//
// `scripts/test.sh` builds the site it tests with the feature into
// `dist-e2e/` (and `scripts/size.sh` runs this check there too); a build
// into `dist/` (`trunk build --release`, `scripts/serve.sh`) fails here if
// its glue exports any hook.
import fs from 'node:fs';
import path from 'node:path';

/** The hooks of the feature `e2e`; any other export named `test_…` is one too. */
const HOOKS = ['test_panic', 'test_count_worker_fault', 'test_count_patience', 'test_gpu_lose_device', 'gpu_kernel'];
const isHook = (name) => HOOKS.includes(name) || name.startsWith('test_');

/** The names a wasm-bindgen glue exports: ES modules' `export function`/`class`, no-modules' `exports.NAME =`. */
export function exportsOf(js) {
  const names = new Set();
  for (const m of js.matchAll(/^export (?:async )?(?:function|class) ([A-Za-z_$][\w$]*)/gm)) names.add(m[1]);
  for (const m of js.matchAll(/^\s*exports\.([A-Za-z_$][\w$]*) = /gm)) names.add(m[1]);
  return [...names].sort();
}

/** What is wrong with the build in `dir` (`release`: it is the release build); [] when nothing is. */
export function check(dir, { release }) {
  const wrong = [];
  const report = [];
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.js')) continue;
    const wasm = path.join(dir, file.replace(/\.js$/, '_bg.wasm'));
    if (!fs.existsSync(wasm)) continue;
    const hooks = exportsOf(fs.readFileSync(path.join(dir, file), 'utf8')).filter(isHook);
    const app = /^app(-[0-9a-f]+)?\.js$/.test(file);
    report.push(`${file}: ${hooks.length ? hooks.join(', ') : 'no test hook'}`);
    if (hooks.length === 0) continue;
    if (!app) wrong.push(`${file} exports test hooks (${hooks.join(', ')}): only the app's glue may, in a build with the feature e2e`);
    else if (release) wrong.push(`${file} exports test hooks (${hooks.join(', ')}) in the release build ${dir}: build the tests' site with the feature e2e into dist-e2e/`);
    else if (hooks.length !== HOOKS.length || !HOOKS.every((h) => hooks.includes(h))) {
      wrong.push(`${file} exports some of the test hooks but not all (${hooks.join(', ')}): they come as one module of src/bin/app.rs, behind the feature e2e`);
    }
  }
  return { wrong, report };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asHook = process.argv.length < 3;
  const dir = asHook ? process.env.TRUNK_STAGING_DIR : process.argv[2];
  if (!dir) {
    console.error('exports: no directory (an argument, or TRUNK_STAGING_DIR as trunk\'s hook)');
    process.exit(2);
  }
  // The release build is the one in dist/ (trunk's final directory as a
  // hook; the directory given otherwise).
  const final = path.resolve(asHook ? (process.env.TRUNK_DIST_DIR ?? dir) : dir);
  const { wrong, report } = check(dir, { release: path.basename(final) === 'dist' });
  for (const line of report) console.log(`exports: ${line}`);
  if (wrong.length) {
    for (const w of wrong) console.error(`exports: FAIL ${w}`);
    process.exit(1);
  }
}
