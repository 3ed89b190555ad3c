// A static file server for dist/ on 127.0.0.1: what any static host does, no
// special headers. The e2e tests' `webServer` runs it
// (`node tests/e2e/server.mjs PORT [DIR]`); the offline tests and the
// benchmark scripts start their own through `startServer`.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.resolve(process.env.DIST ?? path.resolve(here, '../../dist'));

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

/**
 * Serves `dir` on 127.0.0.1 at `port` (0: a free one). For the offline
 * tests, the returned object can also serve another directory at the same
 * address (`setRoot`: a new version of the site) or answer nothing
 * (`control.offline`: every connection is closed at once), and lists the
 * paths it was asked for (`requests`).
 */
export async function startServer(dir = DIST, port = 0) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run \`trunk build --release\` first`);
  }
  let root = path.resolve(dir);
  const requests = [];
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
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
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
  const [port, dir] = process.argv.slice(2);
  const server = await startServer(dir ? path.resolve(dir) : DIST, Number(port ?? 0));
  console.log(`serving ${dir ?? DIST} on ${server.url}`);
}
