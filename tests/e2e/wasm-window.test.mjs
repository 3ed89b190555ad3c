// The counter's window (solver/src/window.rs) and the join's sweep in the
// browser's WebAssembly SIMD (simd128), which the native tests never run
// (they check x86's SSE4.1): a test-only wasm (solver/examples/wasm_check.rs,
// built here, never shipped) compares each SIMD operation with the portable
// form on random lanes, and counts boards with the tree measured, which must
// equal the native counter's (solver/examples/traced.rs): a weaker pruning
// keeps the counts right but changes the tree.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, REFERENCE } from './harness.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The traced board, searched in narrow windows (16-bit lanes, as up to
 *  n = 16), wide ones (32-bit, from 17 on) and mixed (`trace(n, narrow_below)`):
 *  every path of n = 17's search in a second instead of half a minute. */
const N = 13;
/** Builds the test wasm (scripts/test.sh did, with the same command); returns its path. */
async function buildWasm() {
  const { stdout } = await run('cargo', [
    'build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'solver',
    '--features', 'selftest', '--example', 'wasm_check', '--message-format=json-render-diagnostics',
  ], { cwd: root, maxBuffer: 64 << 20 });
  const wasm = stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l))
    .filter((m) => m.reason === 'compiler-artifact' && m.target?.name === 'wasm_check')
    .flatMap((m) => m.filenames).find((f) => f.endsWith('.wasm'));
  expect(wasm && fs.existsSync(wasm), 'cargo built wasm_check.wasm').toBeTruthy();
  return wasm;
}

/** The native tree of `n` (SSE4.1 on x86-64), from the reference run. */
async function nativeTree(n) {
  const { stdout } = await run('cargo', ['run', '--profile', 'release-tests', '-q', '-p', 'solver', '--example', 'traced', '--', String(n)],
    { cwd: root, maxBuffer: 1 << 20 });
  return JSON.parse(stdout);
}

// Built once per worker process, by the first test that needs it.
let wasmBuilt;
const testWasm = () => (wasmBuilt ??= buildWasm());

/** Runs `fn(exports, arg)` in a fresh page of `browser` on the test wasm's instance. */
async function inBrowser(browser, fn, arg) {
  const wasm = await testWasm();
  const page = await browser.newPage();
  try {
    const bytes = fs.readFileSync(wasm).toString('base64');
    return await page.evaluate(async ([bytes, source, arg]) => {
      const raw = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      const { instance } = await WebAssembly.instantiate(raw, {});
      // eslint-disable-next-line no-new-func
      return new Function('e', 'arg', `return (${source})(e, arg);`)(instance.exports, arg);
    }, [bytes, fn.toString(), arg]);
  } finally {
    await page.close();
  }
}

test('wasm simd128: every operation of the window, and the join\'s sweep, equal their portable forms on random lanes', async ({ browser }) => {
  const result = await inBrowser(browser, (e, seeds) => {
    const name = (k) => new TextDecoder().decode(new Uint8Array(e.memory.buffer, e.op_name(k), e.op_name_len(k)));
    const sweep = seeds.slice(0, 2).map((seed) => e.sweep_differs(BigInt(seed), 2_000));
    const out = { simd128: e.simd128(), differs: [], sweep };
    for (const seed of seeds) {
      const r = e.simd_differs(BigInt(seed), 20_000);
      if (r !== 0n) out.differs.push(`seed ${seed}: ${name(Number(r & 0xffn) - 1)} differs at round ${r >> 8n}`);
    }
    return out;
  }, ['11400714819323198485', '1', '18446462603027742720']);
  expect(result.simd128, 'the test wasm is built with simd128, as the site is (.cargo/config.toml)').toBe(1);
  expect(result.differs, 'the SIMD form agrees with the portable one').toStrictEqual([]);
  expect(result.sweep, 'the first round where the sweep differs, plus one, per seed').toStrictEqual([0, 0]);
});

test(`wasm simd128: the traced tree of n = ${N}, narrow, wide and mixed, equals the native one; the join counts 12..15`, async ({ browser }) => {
  test.setTimeout(120_000);
  // The native run and the browser's at the same time (two cores).
  const [native, { trees, totals }] = await Promise.all([
    nativeTree(N),
    inBrowser(browser, (e, n) => ({
      trees: [0xffffffff, 0, 1 << 8].map((narrowBelow) => {
        e.trace(n, narrowBelow);
        const [nodes, leaves, total, unique] = [0, 1, 2, 3].map((k) => String(e.traced(k)));
        return { n, nodes, leaves, total, unique };
      }),
      totals: [12, 13, 14, 15].map((b) => String(e.join_total(b))),
    }), N),
  ]);
  expect([native.total, native.unique], `native n = ${N}: the published counts`).toStrictEqual(REFERENCE.get(N));
  expect(trees, `n = ${N}: the browser's trees and counts equal the native ones`)
    .toStrictEqual([native, native, native]);
  expect(totals).toStrictEqual([12, 13, 14, 15].map((n) => REFERENCE.get(n)[0]));
});
