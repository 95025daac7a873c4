// Which element of the Data Grid has `role="grid"`: read from a grid rendered in jsdom, then checked against what the
// Data Grid pages say. The grid's code requires its stylesheet; this test stands in an empty module for it, as a
// Jest setup would (see the v7 migration guide).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as React from 'react';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proseOf } from './prose';

type Loader = (module: { exports: unknown }) => void;
const requireCjs = createRequire(import.meta.url);
const extensions = (requireCjs as unknown as { extensions: Record<string, Loader | undefined> }).extensions;
const previousCssLoader = extensions['.css'];

const root = path.resolve(__dirname, '../../..');
const pageFiles = ['data/x/react-data-grid', 'data/x/migration']
  .flatMap((dir) =>
    fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
  )
  .filter((file) => file.endsWith('.mdx'));

/** Sentences of the Data Grid and migration pages that speak of `role="grid"`. */
const roleSentences = pageFiles.flatMap((file) =>
  proseOf(fs.readFileSync(path.join(root, file), 'utf8'))
    .split(/\n\s*\n/)
    .flatMap((block) => block.replace(/\n/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z`])/))
    .filter((sentence) => sentence.includes('`role="grid"`'))
    .map((sentence) => ({ file, sentence })),
);

let gridElementClasses: string[] = [];
let rootHasRole: string | null = null;

beforeAll(() => {
  extensions['.css'] = (module) => {
    module.exports = {};
  };
  const { DataGrid } = requireCjs('@mui/x-data-grid') as typeof import('@mui/x-data-grid');
  const { container } = render(
    <div style={{ height: 300, width: 400 }}>
      <DataGrid label="Orders" rows={[{ id: 1, item: 'Desk' }]} columns={[{ field: 'item' }]} />
    </div>,
  );
  const grid = container.querySelector('[role="grid"]');
  gridElementClasses = grid ? [...grid.classList].filter((name) => name.startsWith('MuiDataGrid-')) : [];
  rootHasRole = container.querySelector('.MuiDataGrid-root')?.getAttribute('role') ?? null;
}, 60_000);

afterAll(() => {
  extensions['.css'] = previousCssLoader;
});

describe('the element with role="grid" in the Data Grid and on its pages', () => {
  it('is the main area inside the root, not the root', () => {
    expect(gridElementClasses).toContain('MuiDataGrid-main');
    expect(rootHasRole).not.toBe('grid');
  });

  it('is never said to be the root element', () => {
    expect(roleSentences.length).toBeGreaterThan(0);
    const rootClaims = roleSentences.filter(({ sentence }) =>
      /\broot (element )?(has|is|carries|gets) `role="grid"`/.test(sentence),
    );
    expect(rootClaims).toEqual([]);
  });

  it('is named by the class it has wherever a page names its class', () => {
    for (const { file, sentence } of roleSentences) {
      for (const match of sentence.matchAll(/\.(MuiDataGrid-[\w-]+)/g)) {
        expect(gridElementClasses, `${file}: ${sentence}`).toContain(match[1]);
      }
    }
  });
});
