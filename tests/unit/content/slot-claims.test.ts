// @vitest-environment node
// Sentences that say a part is a slot of a component, checked against the `slots` of that component's props in
// the installed typings (Material UI and the MUI X packages).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { proseOf } from './prose';
import { declarationFile, typingsOf } from './typings';

const root = path.resolve(__dirname, '../../..');
const pages = fs
  .readdirSync(path.join(root, 'data'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx') && !file.startsWith('blog/') && !file.includes('/migration'))
  .map((file) => ({ file, prose: proseOf(fs.readFileSync(path.join(root, 'data', file), 'utf8')) }));

const sentencesOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .flatMap((block) => block.replace(/\n/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z[`])/))
    .filter(Boolean);

const packageIndexes = ['@mui/material', '@mui/x-tree-view', '@mui/x-date-pickers', '@mui/x-charts'].map((name) =>
  declarationFile(name, 'index.d.ts'),
);
let typings: ReturnType<typeof typingsOf>;

/** The slots of a component, read from its `<Name>Props` in the first package that exports it. */
function slotsOf(component: string): string[] {
  for (const file of packageIndexes) {
    if (typings.exportNames(file).includes(`${component}Props`)) {
      return typings.keysAt(`${component}Props`, ['slots'], file);
    }
  }
  throw new Error(`no package exports ${component}Props`);
}

beforeAll(() => {
  typings = typingsOf(...packageIndexes);
}, 120_000);

describe('slots named on the pages', () => {
  it('"the `x` slot of `A`, `B` and `C`" names a slot of each component', () => {
    const claims = pages.flatMap(({ file, prose }) =>
      [...prose.matchAll(/the `(\w+)` slot of ((?:`\w+`(?:, | and | or )?)+)/g)].map((match) => ({
        file,
        slot: match[1],
        components: [...match[2].matchAll(/`(\w+)`/g)].map((name) => name[1]),
      })),
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const { file, slot, components } of claims) {
      for (const component of components) {
        expect(slotsOf(component), `${file}: the ${slot} slot of ${component}`).toContain(slot);
      }
    }
  });

  it('calls props that take any node props, since slots take components', () => {
    // "accept any node": true of a component's ReactNode props (CardHeader's `title`), not of its slots, which
    // take an element type even when they share the prop's name.
    const claims = pages.flatMap(({ file, prose }) =>
      sentencesOf(prose)
        .filter((sentence) => /accepts? any node/.test(sentence))
        .map((sentence) => ({ file, sentence })),
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const { file, sentence } of claims) {
      const components = [...sentence.matchAll(/`([A-Z]\w+)`/g)].map((match) => match[1]);
      const beforeVerb = sentence.slice(0, sentence.search(/accepts? any node/)).replace(/`[^`]*`/g, ' ');
      if (components.some((component) => slotsOf(component).length > 0)) {
        expect(beforeVerb, `${file}: ${sentence}`).not.toMatch(/\bslots?\b/);
      }
    }
  });

  it('names only real slots of Dialog where the Modal page lists what Dialog adds', () => {
    const modal = pages.find(({ file }) => file === 'components/modal/modal.mdx')!;
    const sentence = sentencesOf(modal.prose).find((text) => text.includes('[Dialog](/components/dialogs/)'));
    expect(sentence).toBeDefined();
    const dialogSlots = slotsOf('Dialog');
    // "`x` slot", "its `x` slot" and plain words before "slots" ("title and action slots").
    const named = [
      ...[...sentence!.matchAll(/`(\w+)` slot/g)].map((match) => match[1]),
      ...[...sentence!.matchAll(/((?:\b[a-z]+(?:, | and ))*\b[a-z]+) slots\b/g)].flatMap((match) =>
        match[1].split(/, | and /),
      ),
    ];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !dialogSlots.includes(name))).toEqual([]);
  });
});
