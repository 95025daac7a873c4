/**
 * The exported pages' inline scripts, made fit for a hash-based Content-Security-Policy: every executable inline
 * script must be the same on every page, so that one policy for the whole site lists a few hashes.
 *
 * Next/Turbopack writes a per-route bootstrap inline:
 *   (globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[…],"runtimeModuleIds":[…]});
 * (once per chunk group). `rewriteTurbopackBootstrap` moves the pushed values into a JSON data block, which the
 * policy does not govern, followed by one constant loader script that pushes them in the same order, in the same
 * place of the document (so still while the HTML parses, before the deferred chunk scripts run). A script of any
 * other shape is left as it is: its hash then simply joins the policy, and the build log says so.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { START_SCRIPTS_ATTRIBUTE, START_SCRIPTS_LOADER } from './start-scripts.mjs';

/** A `<script>` element of an HTML document without `src`: its position, attribute text and raw content. */
export interface InlineScript {
  start: number;
  end: number;
  attributes: string;
  text: string;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Every inline `<script>` of an HTML document (those with a `src` attribute load a file and are left out). */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1];
    if (attributeValue(attributes, 'src') === null) {
      scripts.push({ start: match.index, end: match.index + match[0].length, attributes, text: match[2] });
    }
  }
  return scripts;
}

/** The value of an attribute in a start tag's attribute text, `''` for a bare attribute, null when absent. */
export function attributeValue(attributes: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`,
    'i',
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** JavaScript MIME types (HTML's list): a script of one of these types runs as a classic script. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether a script of these attributes is one `script-src` governs: no `type` (or an empty one), a JavaScript MIME
 * type, `module`, `importmap` or `speculationrules`. Data blocks (`application/json`, `application/ld+json`) are not.
 */
export function isExecutableScript(attributes: string): boolean {
  const type = attributeValue(attributes, 'type');
  if (type === null || type.trim() === '') {
    return true;
  }
  const normalized = type.trim().toLowerCase();
  return (
    JAVASCRIPT_TYPES.has(normalized) ||
    normalized === 'module' ||
    normalized === 'importmap' ||
    normalized === 'speculationrules'
  );
}

/** The executable inline scripts' contents of an HTML document, in document order. */
export function executableInlineScripts(html: string): string[] {
  return inlineScripts(html)
    .filter((script) => isExecutableScript(script.attributes))
    .map((script) => script.text);
}

/** The CSP source of a script's content: `sha256-` and the base64 SHA-256 of its UTF-8 text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
const PUSH_END = ');';

/** Marks the data block that holds a page's Turbopack bootstrap values. */
export const TURBOPACK_DATA_ATTRIBUTE = 'data-turbopack-boot';

/**
 * The constant loader that replaces every page's bootstrap: it pushes the values of the data block just before it,
 * in order, exactly as the bootstrap did (the queue is looked up again for each value, as each statement did).
 * The push is what starts the app (its modules and the hydration), so it waits until the browser has painted the
 * page once: a frame (`requestAnimationFrame`), then a task after it. The server's HTML is on screen before any of
 * the app's work, which otherwise could run before the first frame and hold the paint back. A hidden page (a
 * background tab, a prerendered page) paints no frame, and a browser without `requestAnimationFrame` has none to
 * wait for: both start at once.
 */
export const TURBOPACK_LOADER = `(function(d){function g(){d.forEach(function(v){(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push(v)})}typeof requestAnimationFrame!=="function"||document.visibilityState==="hidden"?g():requestAnimationFrame(function(){setTimeout(g,0)})})(JSON.parse(document.currentScript.previousElementSibling.textContent))`;

/**
 * The values a Turbopack bootstrap pushes, when the script is exactly a sequence of
 * `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(<JSON>);` statements with one JSON value each;
 * null for anything else (the caller keeps that script as it is).
 */
export function parseTurbopackBootstrap(text: string): unknown[] | null {
  const values: unknown[] = [];
  let rest = text.trim();
  if (!rest.startsWith(TURBOPACK_PUSH)) {
    return null;
  }
  while (rest.length > 0) {
    if (!rest.startsWith(TURBOPACK_PUSH)) {
      return null;
    }
    rest = rest.slice(TURBOPACK_PUSH.length);
    // The argument ends at the first `);` where what precedes it is one JSON value: a `);` inside a string leaves
    // an unterminated string, and a value cut short is not JSON.
    let parsed: { value: unknown; end: number } | null = null;
    for (let end = rest.indexOf(PUSH_END); end !== -1; end = rest.indexOf(PUSH_END, end + 1)) {
      const argument = rest.slice(0, end);
      try {
        parsed = { value: JSON.parse(argument), end };
        break;
      } catch {
        // Not the end of the argument yet.
      }
    }
    // `__proto__` in an object literal sets the prototype, in JSON.parse it is an own key: not the same program.
    if (!parsed || rest.slice(0, parsed.end).includes('"__proto__"')) {
      return null;
    }
    values.push(parsed.value);
    rest = rest.slice(parsed.end + PUSH_END.length).trimStart();
  }
  return values;
}

/** JSON safe inside a `<script>` element: `<` written `\u003c`, so the content can never close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface BootstrapRewrite {
  html: string;
  /** Bootstrap scripts turned into a data block and the loader. */
  rewritten: number;
  /** Scripts that mention Turbopack but are not of the known shape, kept inline. */
  unrecognized: string[];
}

/** Replace each Turbopack bootstrap of a page by its data block and the constant loader. Idempotent. */
export function rewriteTurbopackBootstrap(html: string): BootstrapRewrite {
  let result = '';
  let cursor = 0;
  let rewritten = 0;
  const unrecognized: string[] = [];
  for (const script of inlineScripts(html)) {
    if (
      !isExecutableScript(script.attributes) ||
      !script.text.includes('TURBOPACK') ||
      script.text === TURBOPACK_LOADER
    ) {
      continue;
    }
    const values = parseTurbopackBootstrap(script.text);
    if (!values) {
      unrecognized.push(script.text);
      continue;
    }
    result += html.slice(cursor, script.start);
    result += `<script type="application/json" ${TURBOPACK_DATA_ATTRIBUTE}="">${scriptSafeJson(values)}</script><script>${TURBOPACK_LOADER}</script>`;
    cursor = script.end;
    rewritten += 1;
  }
  return { html: result + html.slice(cursor), rewritten, unrecognized };
}

export interface StartScriptsRewrite {
  html: string;
  /** The scripts moved into the list, in document order. */
  scripts: string[];
}

/**
 * Replace a page's deferred scripts of its own origin (`<script src="/…" defer>`, classic, not `nomodule` or
 * `async`) by one data block listing them and the constant loader (`START_SCRIPTS_LOADER`), where the first of them
 * was. Other scripts stay. Idempotent: a page that has the list is left as it is.
 */
export function deferStartScripts(html: string): StartScriptsRewrite {
  if (html.includes(`${START_SCRIPTS_ATTRIBUTE}=`)) {
    return { html, scripts: [] };
  }
  const scripts: string[] = [];
  let result = '';
  let cursor = 0;
  let insertAt = -1;
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1];
    const src = attributeValue(attributes, 'src');
    const type = attributeValue(attributes, 'type');
    if (
      src === null ||
      match[2].trim() !== '' ||
      !src.startsWith('/') ||
      src.startsWith('//') ||
      attributeValue(attributes, 'defer') === null ||
      attributeValue(attributes, 'async') !== null ||
      attributeValue(attributes, 'nomodule') !== null ||
      (type !== null && type.trim() !== '' && !JAVASCRIPT_TYPES.has(type.trim().toLowerCase())) ||
      /\s(?:integrity|crossorigin|nonce|id)\s*=/i.test(attributes)
    ) {
      continue;
    }
    result += html.slice(cursor, match.index);
    if (insertAt === -1) {
      insertAt = result.length;
    }
    cursor = match.index + match[0].length;
    scripts.push(src);
  }
  if (scripts.length === 0) {
    return { html, scripts };
  }
  result += html.slice(cursor);
  const block = `<script type="application/json" ${START_SCRIPTS_ATTRIBUTE}="">${scriptSafeJson(scripts)}</script><script>${START_SCRIPTS_LOADER}</script>`;
  return { html: result.slice(0, insertAt) + block + result.slice(insertAt), scripts };
}

export interface InlineScriptReport {
  pages: number;
  /** Pages whose bootstrap was rewritten by this run. */
  rewrittenPages: number;
  /** Pages whose deferred scripts this run moved into a list the loader adds after the first paint. */
  startListPages: number;
  /** Distinct executable inline scripts of the site, each with its hash and how many pages have it. */
  scripts: Array<{ hash: string; pages: number; text: string }>;
  /** Distinct scripts that mention Turbopack but were not recognised, kept inline (their hashes are in `scripts`). */
  unrecognized: string[];
}

/** Every exported HTML file under `outDir`, as absolute paths. */
export function htmlFilesOf(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => path.join(outDir, file));
}

/**
 * Rewrite every page's Turbopack bootstrap (`rewriteTurbopackBootstrap`), then list the executable inline scripts
 * left in `outDir` with their hashes: the `script-src` sources the site needs. Running it again changes nothing.
 */
export function prepareInlineScripts(outDir: string): InlineScriptReport {
  const files = htmlFilesOf(outDir);
  const scripts = new Map<string, Set<string>>();
  const unrecognized = new Set<string>();
  let rewrittenPages = 0;
  let startListPages = 0;
  for (const file of files) {
    const original = fs.readFileSync(file, 'utf8');
    const rewrite = rewriteTurbopackBootstrap(original);
    const started = deferStartScripts(rewrite.html);
    if (rewrite.rewritten > 0 || started.scripts.length > 0) {
      fs.writeFileSync(file, started.html);
    }
    if (rewrite.rewritten > 0) {
      rewrittenPages += 1;
    }
    if (started.scripts.length > 0) {
      startListPages += 1;
    }
    rewrite.unrecognized.forEach((text) => unrecognized.add(text));
    for (const text of executableInlineScripts(started.html)) {
      scripts.set(text, (scripts.get(text) ?? new Set()).add(file));
    }
  }
  return {
    pages: files.length,
    rewrittenPages,
    startListPages,
    scripts: [...scripts]
      .map(([text, pages]) => ({ hash: scriptHash(text), pages: pages.size, text }))
      .sort((a, b) => b.pages - a.pages || a.hash.localeCompare(b.hash)),
    unrecognized: [...unrecognized],
  };
}
