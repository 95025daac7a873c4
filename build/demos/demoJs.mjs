// A demo's JavaScript version is not in the page's HTML: most readers read TypeScript, and the JavaScript copy of
// every source doubled the code's share of a page (about a third of the elements of a page with many demos). Each
// demo's JavaScript, highlighted, is a file of its own, `/demo-js/<id>.<hash>.json`, written by `npm run generate`
// into `.generated/public/` (`scripts/generate-demo-js.mjs`) and fetched by the page when the reader chooses JS
// (`src/demos/jsVariants.ts`). The hash is of the TypeScript sources it is generated from, so a page always names the
// file of its own sources, a cached copy is never stale, and an existing file needs no second writing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { highlight } from '../mdx/highlight.mjs';
import { demoPreview } from './preview.mjs';
import { tsToJs } from './tsToJs.mjs';
import { CODE_STYLINGS, DEFAULT_CODE_STYLING } from '../../src/core/facts/code.mjs';
import { DEMO_JS_PATH, removeFilesExcept } from '../generated-assets.mjs';

/** The folder of the site (and of out/) that holds the demos' JavaScript versions. */
export const DEMO_JS_DIR = DEMO_JS_PATH.slice(1);

/**
 * The code-styling variants of a demo that exist, each with its file: `X.tsx` is MUI System; `X.tailwind.tsx` and
 * `X.css.tsx` are optional.
 * @returns {Array<{ styling: string, file: string }>}
 */
export function demoVariantFiles(demoFile) {
  return CODE_STYLINGS.map((styling) => ({
    styling,
    file: styling === DEFAULT_CODE_STYLING ? demoFile : demoFile.replace(/\.tsx$/, `.${styling}.tsx`),
  })).filter((variant) => fs.existsSync(variant.file));
}

/** A demo source as pages show it: the file without its final newline. */
export function readDemoSource(file) {
  return fs.readFileSync(file, 'utf8').replace(/\n$/, '');
}

/**
 * The address of a demo's JavaScript file: `/demo-js/getting-started/usage/CountingButton.3f2a9c01de.json`.
 * @param {string} id the demo id (`getting-started/usage/CountingButton`)
 * @param {Array<{ styling: string, source: string }>} sources its variants' TypeScript sources
 */
export function demoJsUrl(id, sources) {
  const hash = crypto.createHash('sha256');
  for (const { styling, source } of sources) {
    hash.update(`${styling}\0${source}\0`);
  }
  return `/${DEMO_JS_DIR}/${id}.${hash.digest('hex').slice(0, 10)}.json`;
}

/**
 * The content of a demo's JavaScript file: for each variant, the highlighted JavaScript and, when the TypeScript
 * has a short preview, the JavaScript one (null otherwise).
 * @param {Array<{ styling: string, source: string }>} sources
 * @param {string} name the demo's name, for error messages
 */
export async function demoJsData(sources, name) {
  const variants = [];
  for (const { styling, source } of sources) {
    const js = (await tsToJs(source, `${name}.tsx`)).replace(/\n$/, '');
    const tsPreview = demoPreview(source, `${name}.tsx`);
    const jsPreview = tsPreview ? demoPreview(js, `${name}.jsx`) : null;
    variants.push({ styling, html: highlight(js, 'jsx'), preview: jsPreview ? highlight(jsPreview, 'jsx') : null });
  }
  return { variants };
}

/**
 * Writes the JavaScript file of each demo under `siteDir` (at its address: `siteDir/demo-js/…`), keeping a file that
 * exists (its name is the hash of its sources).
 * @param {string} siteDir the folder served as the site's root (`.generated/public`)
 * @param {Record<string, string>} demos demo id → its `.tsx` file, relative to `root` (`.generated/demo-files.json`)
 * @param {string} root
 * @returns {Promise<{ targets: string[], written: number, bytes: number }>} the demos' files, how many were written
 *   now, and the bytes of all of them
 */
export async function writeDemoJsFiles(siteDir, demos, root) {
  const targets = [];
  let written = 0;
  let bytes = 0;
  for (const [id, file] of Object.entries(demos)) {
    const sources = demoVariantFiles(path.join(root, file)).map((variant) => ({
      styling: variant.styling,
      source: readDemoSource(variant.file),
    }));
    if (sources.length === 0) {
      continue;
    }
    const target = path.join(siteDir, demoJsUrl(id, sources).slice(1));
    targets.push(target);
    if (fs.existsSync(target)) {
      bytes += fs.statSync(target).size;
      continue;
    }
    const text = JSON.stringify(await demoJsData(sources, path.basename(file, '.tsx')));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    written += 1;
    bytes += Buffer.byteLength(text);
  }
  return { targets, written, bytes };
}

/**
 * Removes the files of `siteDir/demo-js/` that are not `targets` (demos removed or changed since they were written).
 * @returns {number} how many it removed
 */
export function pruneDemoJsFiles(siteDir, targets) {
  return removeFilesExcept(path.join(siteDir, DEMO_JS_DIR), new Set(targets));
}
