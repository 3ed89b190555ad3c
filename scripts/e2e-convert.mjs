// One-off: converts an end-to-end test file written for node's test runner
// (node:test + node:assert + harness.mjs's useSite) to @playwright/test, in
// place. Every assertion is kept with its message:
//   assert.equal(a, b, m)      -> expect(a, m).toBe(b)        (notEqual: .not.toBe)
//   assert.deepEqual(a, b, m)  -> expect(a, m).toStrictEqual(b) (notDeepEqual: .not.…)
//   assert.ok(a, m)            -> expect(a, m).toBeTruthy()
//   assert.match(a, re, m)     -> expect(a, m).toMatch(re)     (doesNotMatch: .not.toMatch)
// and the imports become `import { test, expect, … } from './harness.mjs'`.
// What it leaves to a person: `describe(…, { concurrency })` (becomes
// test.describe + test.describe.configure({ mode: 'parallel' })), fixed
// sleeps (`waitForTimeout`) and polling loops (expect(locator).toHave…,
// expect.poll, page.clock), `before`/`after` (test.beforeAll/afterAll, or
// the `site` and `serve` fixtures). Delete this script once no branch has an
// old-style test file.
//   node scripts/e2e-convert.mjs tests/e2e/<file>.test.mjs …
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// acorn comes with the build's tools (workbox-build's rollup and terser).
const acorn = await import(path.join(root, 'tools/node_modules/acorn/dist/acorn.mjs'));

const MAP = {
  equal: '.toBe', strictEqual: '.toBe', notEqual: '.not.toBe', notStrictEqual: '.not.toBe',
  deepEqual: '.toStrictEqual', deepStrictEqual: '.toStrictEqual',
  notDeepEqual: '.not.toStrictEqual', notDeepStrictEqual: '.not.toStrictEqual',
  ok: '.toBeTruthy', match: '.toMatch', doesNotMatch: '.not.toMatch',
};

for (const file of process.argv.slice(2)) {
  const src = fs.readFileSync(file, 'utf8');
  const ast = acorn.parse(src, { ecmaVersion: 'latest', sourceType: 'module' });
  const calls = [];
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression'
      && node.callee.object.type === 'Identifier' && node.callee.object.name === 'assert') {
      const name = node.callee.property.name;
      if (!(name in MAP)) throw new Error(`${file}: assert.${name} has no rule here; convert it by hand`);
      calls.push({ node, name });
    }
    for (const v of Object.values(node)) {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') walk(v);
    }
  };
  walk(ast);
  const text = (n) => src.slice(n.start, n.end);
  let out = src;
  // From the end, so that the offsets of the calls before stay valid.
  for (const { node, name } of calls.sort((a, b) => b.node.start - a.node.start)) {
    const [actual, second, third] = node.arguments;
    const unary = name === 'ok';
    const message = unary ? second : third;
    const head = message ? `expect(${text(actual)}, ${text(message)})` : `expect(${text(actual)})`;
    out = out.slice(0, node.start) + `${head}${MAP[name]}(${unary ? '' : text(second)})` + out.slice(node.end);
  }
  out = out
    .replace(/^import \{[^}]*\} from 'node:test';\n/m, '')
    .replace(/^import assert from 'node:assert\/strict';\n/m, '')
    .replace(/^import \{ ([^}]*) \} from '\.\/harness\.mjs';/m, "import { test, expect, $1 } from './harness.mjs';");
  fs.writeFileSync(file, out);
  const left = ['waitForTimeout', 'describe(', 'before(', 'after(', 'Date.now() +'].filter((s) => out.includes(s));
  console.log(`${file}: ${calls.length} assertions converted${left.length ? `; by hand: ${left.join(', ')}` : ''}`);
}
