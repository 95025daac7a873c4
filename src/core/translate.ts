/** Interface strings by dotted key (`feedback.question`), per language, with English as the fallback. */

export type Messages = { [key: string]: string | Messages };

export const MISSING_LANGUAGE_TEXT = '…';

const warned = new Set<string>();

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) {
      return undefined;
    }
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A `t(key)` for one language. A key the language lacks falls back to English and warns once per language
 * and key (`Missing translation for zh:<key>`); an unknown language logs `Missing language: <code>.` once
 * and every key reads `…`. A key English lacks too reads as the key itself.
 */
export function createTranslator(catalogs: Record<string, Messages>, language: string): (key: string) => string {
  const messages = catalogs[language];
  if (!messages) {
    const id = `language:${language}`;
    if (!warned.has(id)) {
      warned.add(id);
      console.error(`Missing language: ${language}.`);
    }
    return () => MISSING_LANGUAGE_TEXT;
  }
  return (key) => {
    const text = lookup(messages, key);
    if (text !== undefined) {
      return text;
    }
    const id = `${language}:${key}`;
    if (!warned.has(id)) {
      warned.add(id);
      console.warn(`Missing translation for ${id}`);
    }
    return lookup(catalogs.en, key) ?? key;
  };
}

/** Forget which warnings were given (tests). */
export function resetTranslationWarnings(): void {
  warned.clear();
}

/** Every dotted key of a catalogue, in order: `{ a: { b: 'x' } }` gives `['a.b']`. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : messageKeys(value, `${prefix}${key}.`),
  );
}

/** Resolve every key of the English catalogue for a language (fallbacks applied), as one flat map for the browser. */
export function flattenMessages(catalogs: Record<string, Messages>, language: string): Record<string, string> {
  const t = createTranslator(catalogs, language);
  return Object.fromEntries(messageKeys(catalogs.en ?? {}).map((key) => [key, t(key)]));
}

/**
 * Groups of interface strings that only the server render reads (see `isServerOnlyMessage`): the exported site's
 * browser never renders the frame (app bar, settings panel, navigation badges, table of contents, footer), a
 * heading's link, a post's byline or the page's actions; it keeps their markup.
 */
const SERVER_ONLY_GROUPS = new Set([
  'appFrame',
  'settings',
  'badges',
  'toc',
  'heading',
  'footer',
  'blog',
  'pageActions',
]);
/** Strings of other groups that only the server render reads: a demo's frame and toolbar, exported markup. */
const SERVER_ONLY_KEYS = new Set([
  'demo.toolbar',
  'demo.styling',
  'demo.showCode',
  'demo.hideCode',
  'demo.copyForAi',
  'demo.copiedForAi',
  'demo.reset',
  'demo.codesandbox',
  'demo.stackblitz',
  'demo.chat',
  'demo.sourceLink',
  'demo.frameTitle',
]);

/**
 * Whether a string is read only by the server render (`pageActions.copy`, `demo.showCode`): by components inside
 * `StaticMarkup`, whose markup the browser keeps, and as attributes the browser's code reads there. Such strings
 * stay out of a page's props, which are part of its initial JavaScript; the server's render gets them beside
 * (`serverRender.messages`). A component the browser renders (an island, the shell's code) must never read one.
 */
export function isServerOnlyMessage(id: string): boolean {
  return SERVER_ONLY_GROUPS.has(id.slice(0, id.indexOf('.'))) || SERVER_ONLY_KEYS.has(id);
}
