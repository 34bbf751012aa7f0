// A small static file server for the benchmark, serving a production build the way a real host
// does: gzip for text types (`node:zlib`), correct content types, long caching for the hashed
// assets, `/x` answered by `x.html` or `x/index.html`, and 404.html with status 404 for unknown
// paths. Gzipped bodies are computed once per file and kept, so the server costs the page
// nothing measurable and `gzipSizeOf` reports exactly the bytes sent.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Types worth compressing: text, and the text-based image and manifest formats. */
export function isCompressible(contentType) {
  return /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/.test(
    contentType,
  );
}

/** Level 6 is zlib's default and what common hosts and CDNs use for on-the-fly gzip. */
export const GZIP_LEVEL = 6;

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a URL path maps to inside `root`, or null. Rejects paths that escape the root
 * (`..`, encoded or not) and paths that do not decode.
 */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = path.join(root, path.normalize(decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find(isFile) ?? null;
}

/**
 * Starts serving `dir` on `port` (0: any free port). Resolves to
 * `{ origin, port, close(), gzipSizeOf(urlPath), rawSizeOf(urlPath) }`.
 */
export function startStaticServer(dir, { port = 0, host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir);
  if (!existsSync(root)) throw new Error(`Nothing to serve: ${root} does not exist`);
  const cache = new Map();

  function load(file) {
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      entry = {
        raw,
        type,
        gzip: isCompressible(type) ? gzipSync(raw, { level: GZIP_LEVEL }) : null,
      };
      cache.set(file, entry);
    }
    return entry;
  }

  function send(request, response, status, file) {
    const { raw, type, gzip } = load(file);
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const body = gzip && acceptsGzip ? gzip : raw;
    const relative = path.relative(root, file);
    const headers = {
      'Content-Type': type,
      'Content-Length': body.length,
      // Hashed bundles never change; everything else is revalidated.
      'Cache-Control': relative.startsWith(`assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    };
    if (gzip) headers.Vary = 'Accept-Encoding';
    if (body === gzip) headers['Content-Encoding'] = 'gzip';
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
      response.end('Method not allowed\n');
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = resolveFile(root, pathname);
    if (file) return send(request, response, 200, file);
    const notFound = path.join(root, '404.html');
    if (isFile(notFound)) return send(request, response, 404, notFound);
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found\n');
  });

  const sizeOf = (key) => (urlPath) => {
    const file = resolveFile(root, urlPath);
    if (!file) return null;
    const entry = load(file);
    return key === 'gzip' ? (entry.gzip ?? entry.raw).length : entry.raw.length;
  };

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolve({
        origin: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}`,
        port: actual,
        gzipSizeOf: sizeOf('gzip'),
        rawSizeOf: sizeOf('raw'),
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
