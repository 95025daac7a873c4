// @vitest-environment node
// The Autocomplete page names slots and the reasons of its change callbacks; both come from the installed typings of
// @mui/material, read here with the TypeScript compiler.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { proseOf } from './prose';
import { declarationFile, typingsOf } from './typings';

const prose = proseOf(
  fs.readFileSync(path.resolve(__dirname, '../../../data/components/autocomplete/autocomplete.mdx'), 'utf8'),
);

let slots: string[];
let slotProps: string[];
let inputChangeReasons: string[];
let changeReasons: string[];

beforeAll(() => {
  const component = typingsOf(declarationFile('@mui/material', 'Autocomplete/Autocomplete.d.ts'));
  slots = component.keysAt('AutocompleteProps', ['slots']);
  slotProps = component.keysAt('AutocompleteProps', ['slotProps']);
  const hook = typingsOf(declarationFile('@mui/material', 'useAutocomplete/useAutocomplete.d.ts'));
  inputChangeReasons = hook.stringLiterals('AutocompleteInputChangeReason');
  changeReasons = hook.stringLiterals('AutocompleteChangeReason');
}, 60_000);

/** Sentences of the prose, split at sentence ends outside code spans. */
function sentences(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((block) => block.replace(/\n/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z[`])/))
    .filter(Boolean);
}

/** The names the page presents as slots: `slots.x`, "the `x` slot", and lists in sentences about slots. */
function namesCalledSlots(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\bslots\.([a-zA-Z]+)/g)) {
    names.add(match[1]);
  }
  for (const match of text.matchAll(/((?:`[a-zA-Z]+`(?:,? and |,? or |, )?)+) slots?\b/g)) {
    for (const name of match[1].matchAll(/`([a-zA-Z]+)`/g)) {
      names.add(name[1]);
    }
  }
  for (const sentence of sentences(text)) {
    const words = sentence.replace(/`[^`]*`/g, ' ');
    if (!/\bslots?\b/.test(words) || /\bnot (a |the )?slots?\b/.test(words)) {
      continue;
    }
    // A list of parts after a colon or after "the slots are"; the notes in parentheses describe them.
    const start = sentence.includes(':') ? sentence.indexOf(':') + 1 : sentence.search(/\bslots are\b/);
    if (start < 0) {
      continue;
    }
    const list = sentence.slice(start).replace(/\([^)]*\)/g, '');
    const listed = [...list.matchAll(/`([a-z][a-zA-Z]*)`/g)]
      .map((match) => match[1])
      .filter((name) => name !== 'slots' && name !== 'slotProps');
    if (listed.length >= 3) {
      listed.forEach((name) => names.add(name));
    }
  }
  return [...names].sort();
}

/** The quoted reasons (`'input'`) given right after a callback's signature, with the table that may follow it. */
function reasonsDocumentedFor(text: string, signature: string): string[] {
  const blocks = text.split(/\n\s*\n/);
  const index = blocks.findIndex((block) => block.includes(signature));
  expect(index, `a paragraph documenting ${signature}`).toBeGreaterThanOrEqual(0);
  let documented = blocks[index].slice(blocks[index].indexOf(signature) + signature.length);
  // Stop at the next callback documented in the same paragraph.
  const next = documented.search(/`on[A-Z][a-zA-Z]*\(event/);
  if (next >= 0) {
    documented = documented.slice(0, next);
  } else if (blocks[index + 1]?.trimStart().startsWith('|')) {
    documented += blocks[index + 1];
  }
  return [...new Set([...documented.matchAll(/`'([a-zA-Z]+)'`/g)].map((match) => match[1]))].sort();
}

describe('the Autocomplete page against the installed typings', () => {
  it('reads the slots and slot props from the typings', () => {
    expect(slots).toContain('listbox');
    expect(slotProps.length).toBeGreaterThanOrEqual(slots.length);
  });

  it('calls a name a slot only when it is one', () => {
    const called = namesCalledSlots(prose);
    // The page lists the slots; a name is missing from this list when the sentence that lists them changed shape.
    expect(called).toContain('clearIndicator');
    expect(called.filter((name) => !slots.includes(name))).toEqual([]);
  });

  it('documents every slot-props key that is not a slot as slot props only', () => {
    for (const key of slotProps.filter((name) => !slots.includes(name))) {
      expect(prose, key).toContain(`slotProps.${key}`);
      expect(namesCalledSlots(prose)).not.toContain(key);
    }
  });

  it('lists every reason onInputChange can receive, and no other', () => {
    expect(reasonsDocumentedFor(prose, '`onInputChange(event, value, reason)`')).toEqual(
      [...inputChangeReasons].sort(),
    );
  });

  it('lists every reason onChange can receive, and no other', () => {
    expect(reasonsDocumentedFor(prose, '`onChange(event, value, reason)`')).toEqual([...changeReasons].sort());
  });
});
