// A small static server for `out/`: directory paths serve their index.html, unknown paths get 404.html with status 404,
// and every response carries the headers `out/_headers` gives its path (the security headers), as static hosts do.
// Run by scripts/serve.mjs (`npm run serve`); the browser tests and benchmarks start it in their own process.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};

/** Types sent gzip-compressed when the client accepts it, as any production static host does. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;
const gzipCache = new Map();

/** Gzip of a file, cached until the file changes. */
function gzipped(file) {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = zlib.gzipSync(fs.readFileSync(file), { level: 6 });
    gzipCache.set(key, body);
  }
  return body;
}

/**
 * The rules of a `_headers` file in the format Netlify and Cloudflare Pages read: a path pattern on a line of its
 * own (`/*`, `/_next/static/*`; `*` matches any characters, `/` included), then its headers indented below it,
 * `Name: value`. Comments start with `#`; rules for other hosts (absolute URLs) are skipped.
 * @param {string} text
 * @returns {Array<{ path: string, pattern: RegExp, headers: Array<[string, string]> }>}
 */
export function parseHeadersFile(text) {
  /** @type {Array<{ path: string, pattern: RegExp, headers: Array<[string, string]> }>} */
  const rules = [];
  /** @type {{ path: string, pattern: RegExp, headers: Array<[string, string]> } | null} */
  let rule = null;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      continue;
    }
    if (!/^\s/.test(line)) {
      rule = trimmed.startsWith('/') ? { path: trimmed, pattern: pathPattern(trimmed), headers: [] } : null;
      if (rule) {
        rules.push(rule);
      }
      continue;
    }
    const separator = trimmed.indexOf(':');
    if (rule && separator > 0) {
      rule.headers.push([trimmed.slice(0, separator).trim(), trimmed.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

/** A `_headers` path as a regular expression: `/_next/static/*` → `^/_next/static/.*$`. */
function pathPattern(pattern) {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

/**
 * The headers of every rule whose pattern matches the path, in file order; a name given twice joins its values.
 * @param {Array<{ pattern: RegExp, headers: Array<[string, string]> }>} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, urlPath) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (rule.pattern.test(urlPath)) {
      for (const [name, value] of rule.headers) {
        const key = Object.keys(headers).find((existing) => existing.toLowerCase() === name.toLowerCase()) ?? name;
        headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
      }
    }
  }
  return headers;
}

const headerRulesCache = new Map();

/** The rules of `<root>/_headers`, read again when the file changes; none when there is no file. */
function headerRules(root) {
  const file = path.join(root, '_headers');
  let key;
  try {
    const { mtimeMs, size } = fs.statSync(file);
    key = `${mtimeMs}:${size}`;
  } catch {
    return [];
  }
  const cached = headerRulesCache.get(file);
  if (cached?.key === key) {
    return cached.rules;
  }
  const rules = parseHeadersFile(fs.readFileSync(file, 'utf8'));
  headerRulesCache.set(file, { key, rules });
  return rules;
}

/** The file to serve for a URL path, or null: `/a/b/` → `a/b/index.html`, `/a/b` → `a/b.html` or `a/b/index.html`. */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const target = path.join(root, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
  if (!target.startsWith(root)) {
    return null;
  }
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

export function createServer(root) {
  const absoluteRoot = path.resolve(root);
  return http.createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const siteHeaders = headersForPath(headerRules(absoluteRoot), urlPath);
    // Directory URLs without a trailing slash redirect, as static hosts do, so relative links resolve.
    const file = resolveFile(absoluteRoot, urlPath);
    if (file && file.endsWith(`${path.sep}index.html`) && !urlPath.endsWith('/')) {
      response.writeHead(308, { ...siteHeaders, Location: `${urlPath}/` });
      response.end();
      return;
    }
    const status = file ? 200 : 404;
    const served = file ?? path.join(absoluteRoot, '404.html');
    const type = MIME_TYPES[path.extname(served)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, Vary: 'Accept-Encoding' };
    if (served.includes(`${path.sep}_next${path.sep}static${path.sep}`)) {
      headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    }
    // `_headers` has the last word, as on a static host (a name in another case replaces the built-in one).
    for (const [name, value] of Object.entries(siteHeaders)) {
      for (const existing of Object.keys(headers).filter((key) => key.toLowerCase() === name.toLowerCase())) {
        delete headers[existing];
      }
      headers[name] = value;
    }
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) {
      const body = gzipped(served);
      response.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    fs.createReadStream(served)
      .on('error', () => response.end())
      .pipe(response);
  });
}
