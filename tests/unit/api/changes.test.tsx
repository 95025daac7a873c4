import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { apiMarkdown } from '../../../build/site-files';
import { ChangesSection, numericTranslator } from '../../../src/api/ApiChanges';
import { changeGroups, type ApiChanges } from '../../../src/core/api';
import { interpolate } from '../../../src/core/facts/text.mjs';
import { createTranslator } from '../../../src/core/translate';
import enCatalog from '../../../translations/translations.json';

const changes: ApiChanges = {
  major: 8,
  previousMajor: 7,
  previousVersion: '7.29.13',
  isNew: false,
  props: {
    added: ['dataSource'],
    removed: [{ name: 'forwardedProps' }, { name: 'unstable_rowSpanning', renamedTo: 'rowSpanning' }],
    renamed: [{ from: 'unstable_rowSpanning', to: 'rowSpanning' }],
    changed: [{ name: 'apiRef', before: 'RefObject<A>', after: 'RefObject<A | null>' }],
    deprecated: [
      { name: 'pageSize', text: 'Use paginationModel.', newly: true },
      { name: 'components', text: 'Use slots.', newly: false },
    ],
  },
  slots: { added: [], removed: [{ name: 'baseInputLabel' }] },
  classes: { added: ['toolbar'], removed: [] },
};

const english = createTranslator({ en: enCatalog }, 'en');
const t = numericTranslator((key, values) => interpolate(english(key), values ?? {}));

describe("an API page's changes", () => {
  it('are grouped in the section’s order, empty groups left out, only newly deprecated props listed', () => {
    expect(changeGroups(changes).map((group) => [group.key, group.items.length])).toEqual([
      ['removedProps', 2],
      ['changedTypes', 1],
      ['newlyDeprecated', 1],
      ['removedSlots', 1],
      ['addedProps', 1],
      ['addedClasses', 1],
    ]);
  });

  it('are listed by the page and by its Markdown copy under the same titles, in the same order', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(
      <ChangesSection changes={changes} name="DataGrid" language="en" t={t} />,
    );
    const pageTitles = [...container.querySelectorAll('details h3, details p > strong')].map((element) =>
      element.textContent!.replace(/:$/, ''),
    );
    const markdown = apiMarkdown(
      { imports: [], props: [], inherited: [], slots: [], classes: [], changes },
      'DataGrid',
      'A grid.',
    );
    const section = markdown.slice(markdown.indexOf('## Changes since v7'));
    const markdownTitles = [...section.matchAll(/^- ([^:]+):/gm)].map((match) => match[1]);
    expect(pageTitles).toEqual([
      'Props removed',
      'Props whose type changed',
      'Props deprecated since v8',
      'Slots removed',
      'Props added',
      'CSS classes added',
    ]);
    expect(markdownTitles).toEqual(pageTitles);
    expect(section).toContain('- Props removed: `forwardedProps`, `unstable_rowSpanning` (renamed to `rowSpanning`)');
    expect(section).toContain('- Props deprecated since v8: `pageSize` (Use paginationModel.)');
  });
});
