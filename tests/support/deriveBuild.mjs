// Two builds that differ, without a second `next build`: a copy of an exported site (hard links for the files
// that stay as they are, real files for every file rewritten), and a next build derived from it in seconds: a new
// build id, one start chunk of a route changed and renamed (with every chunk that names it), and the service
// workers generated again over the copy. For tests of what readers see across a deploy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIdOf, writeServiceWorkers } from '../../build/service-worker.mjs';
import { OFFLINE_SCOPES } from '../../src/core/facts/offline.mjs';

const TEXT_FILE = /\.(html|js|json|css|txt|xml|md|webmanifest)$/;

/** Every file under dir, relative to it with `/` separators. */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The files the worker generator writes (`x/sw.js`, `x/sw-pages.js`, `x/manifest.webmanifest`, …): never links. */
function isWorkerFile(file) {
  return OFFLINE_SCOPES.some(({ scope }) => path.posix.dirname(`/${file}`) === scope.slice(0, -1));
}

/** A link to the source file, or a copy where the two folders are on different file systems. */
function linkOrCopy(from, to) {
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV' && error.code !== 'EPERM') {
      throw error;
    }
    fs.copyFileSync(from, to);
  }
}

/**
 * Copies the site in `sourceDir` to `destDir`: `rewrite(file, text)` returns a file's new text (or undefined to
 * keep it), `rename(file)` its new path. Kept files are hard links; rewritten files and the worker generator's
 * files are new files, so nothing written to the copy ever reaches the source through a link.
 */
function copySite(sourceDir, destDir, { rename = (file) => file, rewrite = () => undefined } = {}) {
  for (const file of filesOf(sourceDir)) {
    const from = path.join(sourceDir, file);
    const to = path.join(destDir, rename(file));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const text = TEXT_FILE.test(file) ? rewrite(file, () => fs.readFileSync(from, 'utf8')) : undefined;
    if (text !== undefined) {
      fs.writeFileSync(to, text);
    } else if (isWorkerFile(file)) {
      fs.copyFileSync(from, to);
    } else {
      linkOrCopy(from, to);
    }
  }
}

/** A temporary folder beside the system's others; the caller removes it (`fs.rmSync(dir, { recursive: true })`). */
function temporaryDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A copy of the exported site in a temporary folder, safe to serve while `out/` changes (the worker files, which
 * other tests rewrite in place, are copies).
 * @param {string} outDir
 * @returns {{ dir: string, buildId: string }}
 */
export function snapshotBuild(outDir) {
  const dir = temporaryDir('docs-build-a-');
  copySite(outDir, dir);
  return { dir, buildId: buildIdOf(dir) };
}

/** A new build id shaped like Next's (21 URL-safe characters). */
function newBuildId() {
  return crypto.randomBytes(16).toString('base64url').slice(0, 21);
}

/** A new name for a chunk, shaped like Turbopack's (same length, lower-case letters, digits, `-` and `_`). */
function newChunkName(file, buildId) {
  const base = path.posix.basename(file, path.posix.extname(file));
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz_-';
  const digest = crypto.createHash('sha256').update(`${file}\0${buildId}`).digest();
  const name = Array.from({ length: base.length }, (_, index) => alphabet[digest[index] % alphabet.length]).join('');
  return `${path.posix.dirname(file)}/${name}${path.posix.extname(file)}`;
}

/** The first chunk of a route's page bootstrap (its own page chunk), from the build manifest. */
function startChunkOf(dir, buildId, route) {
  const manifest = fs.readFileSync(path.join(dir, '_next/static', buildId, '_buildManifest.js'), 'utf8');
  const key = JSON.stringify(route);
  const at = manifest.indexOf(`${key}:{"otherChunks":["`, manifest.indexOf('__TURBOPACK_PAGE_BOOTSTRAP'));
  if (at === -1) {
    throw new Error(`deriveBuild: no page bootstrap for ${route} in the build manifest of ${dir}`);
  }
  const start = at + `${key}:{"otherChunks":["`.length;
  return `_next/${manifest.slice(start, manifest.indexOf('"', start))}`;
}

/**
 * The next build of the site in `sourceDir`, in a temporary folder:
 * - a new build id, everywhere the old one appears (`_next/static/<id>/`, `_next/data/<id>/`, every HTML file's
 *   scripts and `__NEXT_DATA__`, the workers' page lists);
 * - the start chunk of `route` (loaded by every page of that route) ends with `globalThis.__docsBuild = "<id>"`
 *   and has a new name, as has every chunk that names it (theirs changed too); every reference follows (HTML
 *   script tags, the inline Turbopack bootstrap, the build manifest, other chunks);
 * - every HTML file's `<html>` element carries `data-docs-build="<id>"`;
 * - the service workers are generated again over the copy, so their precache lists and revisions are the new
 *   build's.
 * @param {string} sourceDir
 * @param {{ productName: string, themeColors: { light: string, dark: string }, route?: string }} options
 */
export async function deriveBuild(sourceDir, { productName, themeColors, route = '/x/[...slug]' }) {
  const started = performance.now();
  const previousBuildId = buildIdOf(sourceDir);
  const buildId = newBuildId();
  const startChunk = startChunkOf(sourceDir, previousBuildId, route);

  // The changed chunk, then every chunk naming a renamed one, until none is left: a chunk is named by its content.
  const chunkFiles = filesOf(path.join(sourceDir, '_next/static/chunks')).map((file) => `_next/static/chunks/${file}`);
  const chunkTexts = new Map();
  const readChunk = (file) => {
    if (!chunkTexts.has(file)) {
      chunkTexts.set(file, fs.readFileSync(path.join(sourceDir, file), 'utf8'));
    }
    return chunkTexts.get(file);
  };
  const renames = new Map([[startChunk, newChunkName(startChunk, buildId)]]);
  const pending = [startChunk];
  while (pending.length > 0) {
    const name = path.posix.basename(pending.pop());
    for (const file of chunkFiles) {
      if (!renames.has(file) && readChunk(file).includes(name)) {
        renames.set(file, newChunkName(file, buildId));
        pending.push(file);
      }
    }
  }
  const replacements = [
    [previousBuildId, buildId],
    ...[...renames].map(([from, to]) => [path.posix.basename(from), path.posix.basename(to)]),
  ];

  const dir = temporaryDir('docs-build-b-');
  copySite(sourceDir, dir, {
    rename: (file) =>
      renames.get(file) ??
      file
        .split('/')
        .map((part) => (part === previousBuildId ? buildId : part))
        .join('/'),
    rewrite: (file, read) => {
      const isHtml = file.endsWith('.html');
      // Only text that can name the build or a chunk: HTML, scripts, and the generated worker files.
      if (!isHtml && !file.endsWith('.js') && !isWorkerFile(file)) {
        return undefined;
      }
      const original = read();
      let text = original;
      for (const [from, to] of replacements) {
        if (text.includes(from)) {
          text = text.split(from).join(to);
        }
      }
      if (file === startChunk) {
        text = `${text}\n;globalThis.__docsBuild = ${JSON.stringify(buildId)};\n`;
      }
      if (isHtml) {
        text = text.replace(/<html(?=[\s>])/, `<html data-docs-build="${buildId}"`);
      }
      return text === original ? undefined : text;
    },
  });
  const copied = performance.now();
  const workers = await writeServiceWorkers({ outDir: dir, productName, themeColors });
  const finished = performance.now();
  return {
    dir,
    previousBuildId,
    buildId,
    /** The changed start chunk, as site paths: `/_next/static/chunks/a.js` → `/_next/static/chunks/b.js`. */
    startChunk: { from: `/${startChunk}`, to: `/${renames.get(startChunk)}` },
    /** Every renamed chunk, as site paths. */
    renamedChunks: [...renames].map(([from, to]) => ({ from: `/${from}`, to: `/${to}` })),
    workers,
    seconds: {
      copy: (copied - started) / 1000,
      workers: (finished - copied) / 1000,
      total: (finished - started) / 1000,
    },
  };
}
