// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(path.join(root, 'package.json'));

/** Every copy of a package in node_modules, nested ones included. */
function copiesOf(name: string): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number) => {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) {
      found.push(path.relative(root, candidate));
    }
    if (depth === 0) {
      return;
    }
    const modules = path.join(dir, 'node_modules');
    for (const entry of fs.existsSync(modules) ? fs.readdirSync(modules) : []) {
      const children = entry.startsWith('@')
        ? fs.readdirSync(path.join(modules, entry)).map((child) => `${entry}/${child}`)
        : [entry];
      for (const child of children) {
        visit(path.join(modules, child), depth - 1);
      }
    }
  };
  visit(root, 2);
  return found;
}

describe('the MUI X packages', () => {
  it('are the documented versions: 8.10.2, and tree view pro 8.10.1 (it has no 8.10.2)', () => {
    for (const name of [
      'x-data-grid',
      'x-data-grid-pro',
      'x-data-grid-premium',
      'x-date-pickers',
      'x-date-pickers-pro',
      'x-charts',
      'x-charts-pro',
      'x-tree-view',
      'x-license',
    ]) {
      expect(require(`@mui/${name}/package.json`).version, name).toBe('8.10.2');
    }
    expect(require('@mui/x-tree-view-pro/package.json').version).toBe('8.10.1');
  });

  it('the lab (for the Timeline) is 7.0.x, whose peer range covers the Material UI the site runs', () => {
    const lab = require('@mui/lab/package.json') as { version: string; peerDependencies: Record<string, string> };
    expect(lab.version).toMatch(/^7\.0\./);
    expect(lab.peerDependencies['@mui/material']).toBe('^7.3.3');
    expect(require('@mui/material/package.json').version).toMatch(/^7\.3\./);
  });

  it('share one copy of each common package, so one is bundled', () => {
    for (const name of [
      '@mui/x-internals',
      '@mui/x-license',
      '@mui/x-tree-view',
      '@mui/x-data-grid',
      '@mui/x-date-pickers',
      '@mui/x-charts',
      '@mui/material',
      '@mui/system',
      '@mui/lab',
    ]) {
      expect(copiesOf(name), name).toEqual([`node_modules/${name}/package.json`]);
    }
  });
});
