// @vitest-environment node
// The charts v7 → v8 migration guide says which SVG element draws a line mark for each `shape`. The shapes are read
// from the installed typings and the elements from a server render of a LineChart with one series per shape.
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { LineChart, markElementClasses } from '@mui/x-charts/LineChart';
import { proseOf } from './prose';
import { declarationFile, typingsOf } from './typings';

const guide = proseOf(
  fs.readFileSync(
    path.resolve(__dirname, '../../../data/x/migration/migration-charts-v7/migration-charts-v7.mdx'),
    'utf8',
  ),
);

let shapes: string[] = [];
const elementOfShape = new Map<string, Set<string>>();

beforeAll(() => {
  const typings = typingsOf(declarationFile('@mui/x-charts', 'models/seriesType/line.d.ts'));
  shapes = typings.stringLiteralsAt('LineSeriesType', ['shape']);
  const html = renderToStaticMarkup(
    <LineChart
      width={400}
      height={240}
      skipAnimation
      xAxis={[{ data: [1, 2, 3] }]}
      series={shapes.map((shape, index) => ({
        id: shape,
        shape: shape as 'circle',
        data: [index + 1, index + 2, index + 1],
      }))}
    />,
  );
  for (const match of html.matchAll(/<([a-zA-Z]+)\b[^>]*\bclass="([^"]*)"/g)) {
    const classes = match[2].split(/\s+/);
    if (classes.includes(markElementClasses.root)) {
      const series = classes.find((name) => name.startsWith(`${markElementClasses.root.replace('-root', '')}-series-`));
      const shape = series?.split('-series-')[1];
      if (shape) {
        elementOfShape.set(shape, (elementOfShape.get(shape) ?? new Set()).add(match[1]));
      }
    }
  }
}, 60_000);

/** The mark table of the guide: each row's shapes (quoted) and the element it names. */
function markTable(): Array<{ shapes: string[]; element: string }> {
  const lines = guide.split('\n');
  const header = lines.findIndex((line) => /^\| `shape` \|/.test(line));
  expect(header, 'a table of shapes and mark elements').toBeGreaterThanOrEqual(0);
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [shapeCell, elementCell] = line.split('|').slice(1, -1);
    rows.push({
      shapes: [...shapeCell.matchAll(/`'(\w+)'`/g)].map((match) => match[1]),
      element: /`<(\w+)>`/.exec(elementCell)?.[1] ?? '',
    });
  }
  return rows;
}

describe('line mark elements in the charts migration guide', () => {
  it('renders one element per shape', () => {
    expect(shapes).toContain('circle');
    for (const shape of shapes) {
      expect(elementOfShape.get(shape)?.size, shape).toBe(1);
    }
  });

  it('lists every shape of the typings with the element it renders', () => {
    const rows = markTable();
    expect(rows.flatMap((row) => row.shapes).sort()).toEqual([...shapes].sort());
    for (const row of rows) {
      for (const shape of row.shapes) {
        expect([...elementOfShape.get(shape)!], shape).toEqual([row.element]);
      }
    }
  });

  it('does not say all marks are one element when shapes render different ones', () => {
    const elements = new Set([...elementOfShape.values()].flatMap((set) => [...set]));
    if (elements.size > 1) {
      expect(guide).not.toMatch(/marks are always (rendered|drawn) as `<\w+>`/);
    }
  });
});
