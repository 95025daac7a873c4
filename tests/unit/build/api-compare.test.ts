// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareApis,
  guideSection,
  readMigrationGuide,
  typeShape,
  type CompareContext,
} from '../../../build/api/compare';
import { createApiProgram, emptyApi, extractComponent, type ApiWithForwarded } from '../../../build/api/extract';
import { previousMajor } from '../../../build/api/generate';
import type { ApiProp } from '../../../src/core/api';

const prop = (name: string, type = 'string', deprecated: string | null = null): ApiProp => ({
  name,
  type,
  default: null,
  description: '',
  required: false,
  deprecated,
});

function api(parts: Partial<ApiWithForwarded>): ApiWithForwarded {
  return { ...emptyApi('component', 'Widget'), ...parts };
}

const guide = readMigrationGuide(
  [
    '---',
    'title: Upgrade',
    '---',
    '',
    '## Stable features',
    '',
    '| Before | After |',
    '| --- | --- |',
    '| `unstable_source` | `source` |',
    '',
    '### Widget sizing',
    '',
    'The `size` prop of `Widget` takes a number now.',
    '',
    '```diff',
    '-  legacyMode',
    '+  mode="legacy"',
    '```',
    '',
    '## Other components',
    '',
    'The `size` prop of `Gadget` is gone.',
  ].join('\n'),
  '/guides/upgrade',
);

const context: CompareContext = { major: 8, previousMajor: 7, previousVersion: '7.9.0', guides: [guide] };

describe('the changes between two majors of an API', () => {
  it('reads a guide: its sections with their heading ids, and the lines that name a replacement', () => {
    expect(guide.sections.map((section) => section.id)).toEqual([
      'stable-features',
      'widget-sizing',
      'other-components',
    ]);
    expect(guide.lines).toContainEqual(['unstable_source', 'source']);
    // A diff's removed line followed by its added line.
    expect(guide.lines).toContainEqual(['legacyMode', 'mode']);
  });

  it('links the section that names the item beside its component first', () => {
    expect(guideSection([guide], 'size', 'Widget')).toBe('/guides/upgrade#widget-sizing');
    expect(guideSection([guide], 'size', 'Gadget')).toBe('/guides/upgrade#other-components');
    expect(guideSection([guide], 'nowhere', 'Widget')).toBeUndefined();
  });

  it('lists added, removed, retyped and deprecated props, and slots and classes added and removed', () => {
    const before = api({
      props: [prop('kept'), prop('gone'), prop('size', 'string'), prop('old', 'boolean', '')],
      slots: [
        { name: 'root', default: null, description: '' },
        { name: 'legacyIcon', default: null, description: '' },
      ],
      classes: [{ key: 'root', className: 'MuiWidget-root', description: '', deprecated: null }],
    });
    const after = api({
      props: [
        prop('kept'),
        prop('fresh'),
        prop('size', 'number'),
        prop('old', 'boolean', ''),
        prop('soon', 'string', 'Use `kept`.'),
      ],
      slots: [
        { name: 'root', default: null, description: '' },
        { name: 'icon', default: null, description: '' },
      ],
      classes: [
        { key: 'root', className: 'MuiWidget-root', description: '', deprecated: null },
        { key: 'dense', className: 'MuiWidget-dense', description: '', deprecated: null },
      ],
    });
    const changes = compareApis(after, before, context);
    expect(changes.isNew).toBe(false);
    expect(changes.props.added).toEqual(['fresh', 'soon']);
    expect(changes.props.removed).toEqual([{ name: 'gone' }]);
    expect(changes.props.changed).toEqual([
      { name: 'size', before: 'string', after: 'number', guide: '/guides/upgrade#widget-sizing' },
    ]);
    // `old` was deprecated in the previous major already; `soon` is newly so, with its tag's text.
    expect(changes.props.deprecated).toEqual([
      { name: 'old', text: '', newly: false },
      { name: 'soon', text: 'Use `kept`.', newly: true },
    ]);
    expect(changes.slots).toEqual({ added: ['icon'], removed: [{ name: 'legacyIcon' }] });
    expect(changes.classes).toEqual({ added: ['dense'], removed: [] });
  });

  it('reads a rename from a guide line or from the deprecation note, never from the names alone', () => {
    const before = api({
      props: [
        prop('unstable_source'),
        prop('legacyMode'),
        prop('color', 'string', 'Use `tone` instead.'),
        prop('lonely'),
      ],
    });
    const after = api({ props: [prop('source'), prop('mode'), prop('tone'), prop('lonelier')] });
    const changes = compareApis(after, before, context);
    expect(changes.props.renamed.map(({ from, to }) => `${from} → ${to}`)).toEqual([
      'color → tone',
      'legacyMode → mode',
      'unstable_source → source',
    ]);
    expect(changes.props.removed.find((entry) => entry.name === 'unstable_source')).toEqual({
      name: 'unstable_source',
      renamedTo: 'source',
      guide: '/guides/upgrade#stable-features',
    });
    // Renamed props are not "added"; a removal no guide or note explains stays a removal.
    expect(changes.props.added).toEqual(['lonelier']);
    expect(changes.props.removed.find((entry) => entry.name === 'lonely')).toEqual({ name: 'lonely' });
  });

  it('a prop one major declares and the other forwards (a DOM attribute) is neither added nor removed', () => {
    const before = api({ props: [prop('style')], forwardedNames: ['className'] });
    const after = api({ props: [prop('className')], forwardedNames: ['style'] });
    const changes = compareApis(after, before, context);
    expect(changes.props.added).toEqual([]);
    expect(changes.props.removed).toEqual([]);
  });

  it('a component the previous major lacks is new, with no list of additions', () => {
    const changes = compareApis(api({ props: [prop('a')] }), null, context);
    expect(changes.isNew).toBe(true);
    expect(changes.props.added).toEqual([]);
  });

  it("compares the installed majors' Data Grid Pro the same way twice, whatever the order of the props", () => {
    const modules = path.resolve(__dirname, '../../../node_modules');
    const read = (folder: string) => {
      const root = path.join(modules, folder);
      const file = path.join(root, 'DataGridPro/DataGridPro.d.ts');
      const family = [path.join(modules, folder.replace('-pro', '')), path.join(root, 'node_modules/@mui/x-data-grid')];
      const result = extractComponent(createApiProgram([file]), {
        file,
        name: 'DataGridPro',
        packageRoot: root,
        familyRoots: family.filter((candidate) => fs.existsSync(candidate)),
        collectForwarded: true,
      });
      return result;
    };
    const reversed = (result: ApiWithForwarded) => ({
      ...result,
      props: [...result.props].reverse(),
      slots: [...result.slots].reverse(),
    });
    const now = read('@mui/x-data-grid-pro');
    const before = read('@mui/x-data-grid-pro-v7');
    const guidePath = '/x/migration/migration-data-grid-v7';
    const realGuide = readMigrationGuide(
      fs.readFileSync(path.resolve(__dirname, `../../../data${guidePath}/migration-data-grid-v7.mdx`), 'utf8'),
      guidePath,
    );
    const real = { ...context, guides: [realGuide] };
    const first = compareApis(now, before, real);
    const second = compareApis(reversed(now), reversed(before), real);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(first.props.added).toContain('showToolbar');
    expect(first.props.renamed).toContainEqual(
      expect.objectContaining({ from: 'unstable_dataSource', to: 'dataSource' }),
    );
    // Without a guide, the names alone are no evidence of a rename.
    const unguided = compareApis(now, before, context);
    expect(unguided.props.renamed.map((entry) => entry.from)).not.toContain('unstable_dataSource');
  }, 60_000);
});

describe('a previous major that cannot be read', () => {
  it('one line says so when the alias is not installed, and the area has no changes', () => {
    const report = { pages: 0, perPackage: {}, unresolved: [], previous: {} as Record<string, string> };
    const result = previousMajor(['@mui/system'], 'material', report, () => {
      throw new Error('never read');
    });
    expect(result).toBeNull();
    expect(report.previous.material).toBe(
      'Material UI: no changes since the previous major (@mui/system-v6 not installed)',
    );
  });

  it('one line says so when its definitions cannot be parsed', () => {
    const report = { pages: 0, perPackage: {}, unresolved: [], previous: {} as Record<string, string> };
    const result = previousMajor(['@mui/material'], 'material', report, () => {
      throw new Error('Unexpected token in Button.d.ts');
    });
    expect(result).toBeNull();
    expect(report.previous.material).toMatch(/^Material UI: no changes since the previous major \(.*Unexpected token/);
  });
});

describe('a type as compared', () => {
  it('ignores what only the printing changed, and keeps what the type says', () => {
    expect(typeShape('{ root?: A; backdrop?: B; }')).toBe(
      typeShape('{ root?: A | undefined; backdrop?: B | undefined }'),
    );
    expect(typeShape('React.JSXElementConstructor< P & { c: E } >')).toBe(
      typeShape('React.JSXElementConstructor<P & { c: E; }>'),
    );
    expect(typeShape('string | undefined | number')).not.toBe(typeShape('string | number | null'));
    expect(typeShape('TDate')).not.toBe(typeShape('PickerValidDate'));
  });
});

describe('a member type that needed parentheses for its `| undefined`', () => {
  it('compares as the same type without them', () => {
    expect(typeShape('{ root?: (A & { sx?: B }) | undefined; }')).toBe(typeShape('{ root?: A & { sx?: B } }'));
    expect(typeShape('{ on?: ((event: E) => void) | undefined }')).toBe(typeShape('{ on?: (event: E) => void }'));
  });
});
