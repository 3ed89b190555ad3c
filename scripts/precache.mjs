#!/usr/bin/env node
// Writes the service worker (sw.js) of a built site: workbox-build's
// generateSW lists every file of the build with a revision (trunk's hashed
// names need none; the others, index.html and the workers' files, get an MD5
// of their content) and bundles workbox's runtime into the one file, so the
// worker fetches nothing from anywhere else. See docs/offline.md.
//
//   node scripts/precache.mjs DIR   # the precaching worker for the site in DIR
//   (as trunk's post_build hook, see Trunk.toml: no argument; the staging
//   directory and the profile come from trunk's TRUNK_* variables)
//
// As a hook, a debug build or a build for `trunk serve` (its autoreload
// script is in index.html) gets a worker that removes itself and the caches
// instead, so that a development reload is never answered from a cache.
// BITQUEENS_SW=precache or BITQUEENS_SW=reset chooses either explicitly.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../tools/package.json', import.meta.url));

const SW = 'sw.js';

/** trunk's hashed output names: `app-0123456789abcdef_bg.wasm`, `style-….css` (up to 16 hex digits). */
const HASHED = /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/;

/** The browsers the site runs in (WebAssembly SIMD; see static/requirements.js). */
const TARGETS = ['chrome >= 91', 'firefox >= 89', 'safari >= 16.4'];

/**
 * For a development build: replaces the registration's previous (precaching)
 * worker at once, deletes every cache of this scope, unregisters and reloads
 * the pages the old worker controlled (a page that no worker controlled is
 * not reloaded, so this cannot loop).
 */
const RESET = `// Development build: no offline cache (see docs/offline.md).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const pages = await self.clients.matchAll({ type: 'window' });
    for (const key of await caches.keys()) await caches.delete(key);
    await self.registration.unregister();
    for (const page of pages) page.navigate(page.url);
  })());
});
`;

async function precache(dir) {
  const { generateSW } = require('workbox-build');
  const { count, size, warnings } = await generateSW({
    globDirectory: dir,
    globPatterns: ['**/*'],
    globIgnores: [SW, '**/*.map'],
    swDest: path.join(dir, SW),
    // workbox's own code inside sw.js: nothing from a CDN, no second file.
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    babelPresetEnvTargets: TARGETS,
    cacheId: 'bitqueens',
    // trunk's hashed names are their own revision.
    dontCacheBustURLsMatching: HASHED,
    // Every page of the site is index.html with a query (?view=count&n=…):
    // any query matches the precached file without it.
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: 'index.html',
    // A new worker waits until the page's prompt asks it to take over
    // (static/sw-register.js posts {type: 'SKIP_WAITING'}); the first one
    // takes the page at once, so that workers started later on this first
    // visit are answered from the cache too.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Larger than any file of the site: none may be left out (see below).
    maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`workbox-build: ${warnings.join('\n')}`);
  return { count, size };
}

async function main() {
  const arg = process.argv[2];
  const dir = path.resolve(arg ?? process.env.TRUNK_STAGING_DIR ?? '');
  if (!arg && !process.env.TRUNK_STAGING_DIR) {
    throw new Error('usage: node scripts/precache.mjs DIR (or run as a trunk hook)');
  }
  let mode = process.env.BITQUEENS_SW;
  if (!mode) {
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const served = html.includes('.well-known/trunk/ws');
    const release = arg !== undefined || process.env.TRUNK_PROFILE === 'release';
    mode = release && !served ? 'precache' : 'reset';
  }
  if (mode === 'reset') {
    fs.writeFileSync(path.join(dir, SW), RESET);
    console.log(`[precache] ${SW}: development build, a worker that removes the offline cache`);
    return;
  }
  if (mode !== 'precache') throw new Error(`BITQUEENS_SW=${mode}: expected precache or reset`);
  const { count, size } = await precache(dir);
  const sw = fs.statSync(path.join(dir, SW)).size;
  console.log(`[precache] ${SW}: ${sw} bytes; precaches ${count} files, ${size} bytes`);
}

main().catch((err) => {
  console.error(`[precache] ${err.stack ?? err}`);
  process.exit(1);
});
