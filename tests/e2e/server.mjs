// A static file server for dist/ on 127.0.0.1: what any static host does, no
// special headers. The e2e tests' `webServer` runs it
// (`node tests/e2e/server.mjs PORT [DIR] [--gzip]`); the offline tests and the
// benchmark scripts start their own through `startServer`. With `gzip` it
// compresses text, scripts, styles and wasm for a browser that accepts it,
// as real hosts do (the Lighthouse benchmark, bench/page/lighthouse.mjs).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// The build with the tests' hooks (the feature e2e, `scripts/test.sh`),
// where there is one, else dist/ (the tests of a hook then fail).
const E2E_DIST = path.resolve(here, '../../dist-e2e');
export const DIST = path.resolve(process.env.DIST ?? (fs.existsSync(E2E_DIST) ? E2E_DIST : path.resolve(here, '../../dist')));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** What a host compresses: everything but the already compressed images. */
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.svg', '.json', '.webmanifest']);

/**
 * Serves `dir` on 127.0.0.1 at `port` (0: a free one). For the offline
 * tests, the returned object can also serve another directory at the same
 * address (`setRoot`: a new version of the site) or answer nothing
 * (`control.offline`: every connection is closed at once), and lists the
 * paths it was asked for (`requests`). `{ gzip: true }`: answers gzip
 * (level 6, a common host default) when the request accepts it.
 */
export async function startServer(dir = DIST, port = 0, { gzip = false } = {}) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run \`trunk build --release\` first`);
  }
  let root = path.resolve(dir);
  const requests = [];
  const gzipped = new Map(); // file -> { body, gz }: compressed once per content
  const control = { offline: false };
  const server = http.createServer((req, res) => {
    if (control.offline) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url, 'http://localhost');
    requests.push(url.pathname);
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404).end('not found');
        return;
      }
      const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
      if (gzip && COMPRESSED.has(path.extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const cached = gzipped.get(file);
        if (cached?.body.equals(body)) body = cached.gz;
        else {
          const gz = zlib.gzipSync(body, { level: 6 });
          gzipped.set(file, { body, gz });
          body = gz;
        }
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
      res.writeHead(200, headers);
      res.end(body);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}/`,
    port: address.port,
    close: () => new Promise((r) => server.close(r)),
    setRoot: (next) => { root = path.resolve(next); },
    control,
    requests,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const gzip = args.includes('--gzip');
  const [port, dir] = args.filter((a) => a !== '--gzip');
  const server = await startServer(dir ? path.resolve(dir) : DIST, Number(port ?? 0), { gzip });
  console.log(`serving ${dir ?? DIST} on ${server.url}${gzip ? ' (gzip)' : ''}`);
}
