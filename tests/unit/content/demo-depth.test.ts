// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFileOfPath } from '../../../src/core/paths';
import { depthTable, liveDemoCount } from '../../support/demoDepth';

const root = path.resolve(__dirname, '../../..');

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
