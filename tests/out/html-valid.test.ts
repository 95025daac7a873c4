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
 * and only there.
 */
const LIBRARY_MARKUP_RULES = new Set(['element-permitted-content', 'element-permitted-parent', 'valid-for']);

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
    let element: Element | null = null;
    try {
      element = document.querySelector(message.selector);
    } catch {
      return true;
    }
    return !element?.closest('.demo-preview');
  });
}

describe('HTML validity', () => {
  const files = htmlFiles();

  it('has pages to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s is valid HTML', async (file) => {
    const report = await validator.validateFile(path.join(OUT_DIR, file));
    const messages = insideDemoPreview(file, report.results.flatMap((result) => result.messages));
    expect(messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`)).toEqual([]);
  });
});
