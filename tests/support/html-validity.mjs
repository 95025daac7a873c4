// HTML validity of exported pages: the committed rule set, the waivers for the demonstrated libraries' markup, and a
// pool of worker threads that validates many pages at once (tests/out/html-valid.test.ts). Plain JavaScript, so
// the worker threads load it without the test runner's transform.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { HtmlElement, HtmlValidate, Rule, StaticConfigLoader } from 'html-validate';

/** The document html-validate parsed last, kept by the rule below for the waivers to look elements up in. */
let lastDocument = null;

/** Not a check: keeps the parsed document, so a waiver needs no second parse of the page. */
class KeepDocument extends Rule {
  setup() {
    this.on('dom:ready', (event) => {
      lastDocument = event.document;
    });
  }
}

/**
 * The committed rule set: html-validate's `standard` (correct HTML, no style opinions) and `document`
 * (a complete document: doctype, lang, title…) presets, with these exceptions:
 */
const config = {
  extends: ['html-validate:standard', 'html-validate:document'],
  plugins: [{ name: 'docs', rules: { 'docs/keep-document': KeepDocument } }],
  rules: {
    // Subresource integrity protects scripts from other origins; every script here is the site's own.
    'require-sri': 'off',
    'docs/keep-document': 'error',
  },
};

/**
 * Inside a live demo's preview the markup is the demonstrated library's, not the site's: MUI X Tree View 8.10.2
 * wraps nested items in its Collapse `<div>` inside `<ul>`, and Material UI 7.3's Select points its `<label for>`
 * at its combobox `<div>` (which takes its name from `aria-labelledby` instead). Those rules are waived there,
 * and only there. The pickers' toolbar (static and mobile pickers) writes the chosen date as an `<h4>` (the time
 * as `<h3>`s) whatever the page's outline: heading levels are waived inside that toolbar only (the pickers'
 * accessibility page tells readers how to turn it into text). The pickers' single-input range fields give the start
 * and end dates' sections the same ids (`…-day` twice), and the Pro charts' toolbar points its export button's
 * `aria-controls` at a menu rendered only once opened: waived on those elements only.
 */
export const LIBRARY_MARKUP_RULES = new Map([
  ['element-permitted-content', '.demo-preview'],
  ['element-permitted-parent', '.demo-preview'],
  ['valid-for', '.demo-preview'],
  ['heading-level', '.demo-preview .MuiPickersToolbar-root'],
  ['no-dup-id', '.demo-preview .MuiPickersSectionList-sectionContent[data-range-position]'],
  ['no-missing-references', '.demo-preview .MuiChartsToolbar-root [aria-controls]'],
]);

/**
 * html-validate 10.9's `getElementsByTagName` (behind every rule's tag selector) concatenates a new array at every
 * element of the subtree: quadratic garbage on the deep pages of demos, where it took most of the validation's
 * time. The same pre-order walk with one array gives the same elements in the same order, three to four times
 * faster on a Tree View page. It replaces the original when the first page is validated;
 * tests/unit/support/html-validity.test.ts holds it to the original's answers.
 */
export function fastGetElementsByTagName(tagName) {
  const matches = [];
  const stack = [...this.childElements].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.is(tagName)) {
      matches.push(node);
    }
    const children = node.childElements;
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push(children[index]);
    }
  }
  return matches;
}

/**
 * The element a message points at. html-validate writes ids into its selectors unescaped, and the Tree View's
 * server-rendered item ids (`-100`, the tree's own id comes after hydration) are no valid CSS identifiers: those
 * parts are retried as attribute selectors.
 */
function elementOf(document, selector) {
  try {
    return document.querySelector(selector);
  } catch {
    try {
      return document.querySelector(selector.replace(/#([^\s>+~.:[\]]+)/g, (_, id) => `[id="${id}"]`));
    } catch {
      return null;
    }
  }
}

/**
 * html-validate's static loader resolves the configuration again for every document: the presets merged and the
 * table of every element's metadata rebuilt (about 8 ms a page). The configuration never changes here, so it is
 * resolved once per thread.
 */
class ResolvedOnceConfigLoader extends StaticConfigLoader {
  resolved = null;

  getConfigFor(handle, configOverride) {
    if (configOverride) {
      return super.getConfigFor(handle, configOverride);
    }
    this.resolved ??= super.getConfigFor(handle);
    return this.resolved;
  }
}

/** A highlighted code block as the build writes it: `<pre class="language-…"><code class="language-…">…</code></pre>`. */
const CODE_BLOCK =
  /(<pre class="language-[\w-]+" tabindex="0"><code class="language-[\w-]+">)([\s\S]*?)(<\/code><\/pre>)/g;
/** The only markup the highlighter writes inside a block: token spans with a class, and their ends. */
const TOKEN_TAG = /<span class="([^"<>]*)">|<\/span>|</g;
const CLASS_LIST = /^[\w-]+(?: [\w-]+)*$/;

/**
 * The token spans of a block, checked here by their grammar; `null` when the block holds anything else (then
 * html-validate reads it whole). Valid means: every `<` opens `<span class="…">` or closes `</span>`, the class list
 * is one or more names with single spaces and no name twice, and the spans close in order.
 * @param {string} body
 */
function tokensAreValid(body) {
  let depth = 0;
  for (const [tag, classes] of body.matchAll(TOKEN_TAG)) {
    if (tag === '</span>') {
      depth -= 1;
      if (depth < 0) {
        return false;
      }
    } else if (tag === '<' || !CLASS_LIST.test(classes)) {
      return false;
    } else {
      const names = classes.split(' ');
      if (new Set(names).size !== names.length) {
        return false;
      }
      depth += 1;
    }
  }
  return depth === 0;
}

/**
 * Two thirds of the elements of a page are the syntax highlighter's token spans (`<span class="token keyword">`),
 * and they were half the validation's time. Their grammar is checked by {@link tokensAreValid} instead, and
 * html-validate reads the block with its text, entities and line breaks as they are but without the spans: the
 * `<pre>` and `<code>`, their attributes and the text are still validated, and every line keeps its number. A block
 * that holds anything else is left whole.
 * @param {string} html
 */
export function collapseHighlightedCode(html) {
  return html.replace(CODE_BLOCK, (block, open, body, close) =>
    tokensAreValid(body) ? open + body.replace(TOKEN_TAG, '') + close : block,
  );
}

let validator;
/** The validation before this one: they run one at a time, since the waivers read the document the rule kept. */
let previous = Promise.resolve();

/**
 * The problems of one HTML document, as `rule: message (where)` lines; none when it is valid.
 * @param {string} html
 * @returns {Promise<string[]>}
 */
export function htmlProblems(html) {
  const problems = previous.then(() => validate(html));
  previous = problems.catch(() => {});
  return problems;
}

/** @param {string} html */
async function validate(html) {
  if (!validator) {
    HtmlElement.prototype.getElementsByTagName = fastGetElementsByTagName;
    validator = new HtmlValidate(new ResolvedOnceConfigLoader(config));
  }
  const report = await validator.validateString(collapseHighlightedCode(html));
  let messages = report.results.flatMap((result) => result.messages);
  if (messages.some((message) => LIBRARY_MARKUP_RULES.has(message.ruleId))) {
    const document = lastDocument;
    messages = messages.filter(
      (message) =>
        !LIBRARY_MARKUP_RULES.has(message.ruleId) ||
        !message.selector ||
        !elementOf(document, message.selector)?.closest(LIBRARY_MARKUP_RULES.get(message.ruleId)),
    );
  }
  return messages.map(
    (message) => `${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`,
  );
}

const WORKER = new URL('./html-validity-worker.mjs', import.meta.url);

/**
 * Validates the files (relative to `dir`) in `threads` worker threads, in order, each thread taking the next file
 * when it is done (a page of demos takes ten times a prose page). Answers at once with a promise of each file's
 * problems, settled as soon as that file is done.
 * @param {string} dir
 * @param {string[]} files
 * @param {number} [threads]
 * @returns {Map<string, Promise<string[]>>}
 */
export function validateFiles(dir, files, threads = os.availableParallelism()) {
  const settle = new Map();
  const results = new Map(
    files.map((file) => {
      const problems = new Promise((resolve, reject) => settle.set(path.join(dir, file), { resolve, reject }));
      // Rejected before its test awaits it is not unhandled: the test reads the rejection.
      problems.catch(() => {});
      return [file, problems];
    }),
  );
  const queue = [...settle.keys()];
  const next = (worker) => {
    const file = queue.shift();
    if (file === undefined) {
      void worker.terminate();
    } else {
      worker.postMessage(file);
    }
  };
  for (let index = 0; index < Math.min(threads, queue.length); index += 1) {
    const worker = new Worker(WORKER);
    worker.on('message', ({ file, problems, error }) => {
      const { resolve, reject } = settle.get(file);
      settle.delete(file);
      if (error) {
        reject(new Error(error));
      } else {
        resolve(problems);
      }
      next(worker);
    });
    // A thread that dies takes every unsettled file with it: each of their tests fails with the cause.
    worker.on('error', (error) => {
      for (const { reject } of settle.values()) {
        reject(error);
      }
      settle.clear();
      queue.length = 0;
    });
    next(worker);
  }
  return results;
}
