import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, htmlFiles, readHtml } from '../support/site';

/**
 * The committed rule set: html-validate's `standard` (correct HTML, no style opinions) and `document`
 * (a complete document: doctype, lang, title…) presets, with these exceptions:
 */
const config: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Subresource integrity protects scripts from other origins; every script here is the site's own.
    'require-sri': 'off',
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
const LIBRARY_MARKUP_RULES: ReadonlyMap<string, string> = new Map([
  ['element-permitted-content', '.demo-preview'],
  ['element-permitted-parent', '.demo-preview'],
  ['valid-for', '.demo-preview'],
  ['heading-level', '.demo-preview .MuiPickersToolbar-root'],
  ['no-dup-id', '.demo-preview .MuiPickersSectionList-sectionContent[data-range-position]'],
  ['no-missing-references', '.demo-preview .MuiChartsToolbar-root [aria-controls]'],
]);

/**
 * The element a message points at. html-validate writes ids into its selectors unescaped, and the Tree View's
 * server-rendered item ids (`-100`, the tree's own id comes after hydration) are no valid CSS identifiers: those
 * parts are retried as attribute selectors.
 */
function elementOf(document: Document, selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    try {
      return document.querySelector(selector.replace(/#([^\s>+~.:[\]]+)/g, (_, id: string) => `[id="${id}"]`));
    } catch {
      return null;
    }
  }
}

const validator = new HtmlValidate(new StaticConfigLoader(config));

function insideDemoPreview(file: string, messages: Message[]): Message[] {
  const waivable = messages.filter((message) => LIBRARY_MARKUP_RULES.has(message.ruleId));
  if (waivable.length === 0) {
    return messages;
  }
  const { document } = new JSDOM(readHtml(file)).window;
  return messages.filter((message) => {
    if (!LIBRARY_MARKUP_RULES.has(message.ruleId) || !message.selector) {
      return true;
    }
    return !elementOf(document, message.selector)?.closest(LIBRARY_MARKUP_RULES.get(message.ruleId)!);
  });
}

describe('HTML validity', () => {
  const files = htmlFiles();

  it('has pages to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  // A page full of demos takes html-validate and the waiver's DOM a few seconds, more on a busy 2-core machine
  // (a Tree View page took 8 s in one full run): 30 s a page.
  it.each(files)(
    '%s is valid HTML',
    async (file) => {
      const report = await validator.validateFile(path.join(OUT_DIR, file));
      const messages = insideDemoPreview(file, report.results.flatMap((result) => result.messages));
      expect(messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`)).toEqual([]);
    },
    30_000,
  );
});
