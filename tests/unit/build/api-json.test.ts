// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiJson, apiJsonFile } from '../../../build/api-json';
import type { ApiChanges, ApiPageData } from '../../../src/core/api';

const base: ApiPageData = {
  path: '/x/api/data-grid/grid-thing',
  name: 'GridThing',
  packageName: '@mui/x-data-grid',
  imports: ["import { GridThing } from '@mui/x-data-grid';"],
  plan: null,
  file: 'x/data-grid/grid-thing.json',
  kind: 'component',
  description: 'A thing of the grid.',
  props: [
    {
      name: 'size',
      type: "'small' | 'large'",
      default: "'small'",
      description: 'The size.',
      required: false,
      deprecated: null,
    },
  ],
  inherited: [],
  forwardsOtherProps: false,
  slots: [{ name: 'root', default: 'div', description: 'The root.' }],
  classes: [{ key: 'root', className: 'MuiGridThing-root', description: 'The root.', deprecated: null }],
  unresolved: [],
};
const context = {
  version: '8.10.2',
  origin: 'https://docs.example',
  demos: [{ path: '/x/react-data-grid', title: 'Data Grid' }],
};

describe('API data as JSON', () => {
  it('names the package and version, and gives props, slots, classes, theme key and the pages with demos', () => {
    expect(apiJson(base, context)).toEqual({
      name: 'GridThing',
      kind: 'component',
      package: '@mui/x-data-grid',
      version: '8.10.2',
      plan: null,
      url: 'https://docs.example/x/api/data-grid/grid-thing/',
      description: 'A thing of the grid.',
      imports: ["import { GridThing } from '@mui/x-data-grid';"],
      props: [
        {
          name: 'size',
          type: "'small' | 'large'",
          default: "'small'",
          description: 'The size.',
          required: false,
          deprecated: null,
        },
      ],
      inheritedProps: [],
      forwardsOtherProps: false,
      slots: [{ name: 'root', default: 'div', description: 'The root.' }],
      classes: [{ key: 'root', className: 'MuiGridThing-root', description: 'The root.', deprecated: null }],
      themeKey: 'MuiGridThing',
      demos: [{ title: 'Data Grid', url: 'https://docs.example/x/react-data-grid/' }],
      unresolved: [],
      changes: null,
    });
    expect(apiJsonFile(base.path)).toBe('x/api/data-grid/grid-thing.json');
  });

  it('carries the changes since the previous major, with the migration guide sections as URLs', () => {
    const changes: ApiChanges = {
      major: 8,
      previousMajor: 7,
      previousVersion: '7.29.13',
      isNew: false,
      props: {
        added: ['size'],
        removed: [{ name: 'unstable_size', renamedTo: 'size', guide: '/x/migration/migration-data-grid-v7#stable' }],
        renamed: [{ from: 'unstable_size', to: 'size', guide: '/x/migration/migration-data-grid-v7#stable' }],
        changed: [],
        deprecated: [],
      },
      slots: { added: [], removed: [{ name: 'legacy' }] },
      classes: { added: ['root'], removed: [] },
    };
    const json = apiJson({ ...base, changes }, context);
    expect(json.changes).toEqual({
      ...changes,
      props: {
        ...changes.props,
        removed: [
          {
            name: 'unstable_size',
            renamedTo: 'size',
            guide: 'https://docs.example/x/migration/migration-data-grid-v7/#stable',
          },
        ],
        renamed: [
          {
            from: 'unstable_size',
            to: 'size',
            guide: 'https://docs.example/x/migration/migration-data-grid-v7/#stable',
          },
        ],
      },
    });
  });

  it('writes a type it cannot print as its text, and keeps the prop', () => {
    const broken = {
      ...base,
      props: [
        {
          name: 'odd',
          type: { kind: 'mapped', of: 'T' },
          default: 3,
          description: undefined,
          required: true,
          deprecated: '',
        },
        { name: 'gone', type: undefined, default: null, description: 'x', required: false, deprecated: null },
      ],
    } as unknown as ApiPageData;
    expect(apiJson(broken, context).props).toEqual([
      {
        name: 'odd',
        type: '{"kind":"mapped","of":"T"}',
        default: '3',
        description: '',
        required: true,
        deprecated: '',
      },
      { name: 'gone', type: 'undefined', default: null, description: 'x', required: false, deprecated: null },
    ]);
  });

  it('has no theme key for an X component without classes, nor for an interface; an index has no JSON', () => {
    expect(apiJson({ ...base, classes: [] }, context).themeKey).toBeNull();
    expect(apiJson({ ...base, kind: 'interface' }, context).themeKey).toBeNull();
    expect(apiJson({ ...base, packageName: '@mui/material', classes: [] }, context).themeKey).toBe('MuiGridThing');
    expect(() => apiJson({ ...base, kind: 'index' }, context)).toThrow(/index of API pages/);
  });
});
