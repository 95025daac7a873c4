// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFileOfPath } from '../../../src/core/paths';

const root = path.resolve(__dirname, '../../..');

interface Row {
  path: string;
  minimum: number;
  counterpart: number;
}

/** data/demo-depth.tsv: each page with a counterpart, its floor of live demos and its counterpart's count. */
function depthTable(): Row[] {
  const lines = fs
    .readFileSync(path.join(root, 'data/demo-depth.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines;
  expect(header).toBe('path\tminimum\tcounterpart');
  return rows.map((line) => {
    const [pagePath, minimum, counterpart] = line.split('\t');
    return { path: pagePath, minimum: Number(minimum), counterpart: Number(counterpart) };
  });
}

/** The live demos of a page: its `<Demo>` elements, without the page's tools (`<Demo … tool />`). */
function liveDemoCount(mdx: string): number {
  return [...mdx.matchAll(/<Demo\b([^>]*)>/g)].filter(([, attributes]) => !/\btool\b/.test(attributes)).length;
}

describe('demo depth (data/demo-depth.tsv)', () => {
  const rows = depthTable();

  it('lists pages once, each with a floor no higher than its counterpart’s count (when it has demos)', () => {
    expect(rows.length).toBeGreaterThan(200);
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    for (const row of rows) {
      expect(Number.isInteger(row.minimum) && Number.isInteger(row.counterpart), row.path).toBe(true);
      if (row.counterpart > 0) {
        expect(row.minimum, row.path).toBeLessThanOrEqual(row.counterpart);
      }
    }
  });

  it('every page has at least its minimum of live demos', () => {
    const short = rows.flatMap((row) => {
      const demos = liveDemoCount(fs.readFileSync(path.join(root, 'data', contentFileOfPath(row.path)), 'utf8'));
      return demos < row.minimum ? [`${row.path}: ${demos} demos, at least ${row.minimum}`] : [];
    });
    expect(short).toEqual([]);
  });

  it('counts demos as the pages write them', () => {
    expect(liveDemoCount('<Demo name="A" />\n\n<Demo name="B" bg="inline" />\n<Demo name="Icons" tool />')).toBe(2);
  });
});
