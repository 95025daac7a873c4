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
      // The previous majors' own copies (issue 30's API comparison) stay nested in their aliases' folders.
      expect(
        copiesOf(name).filter((file) => !PREVIOUS_MAJOR.test(file)),
        name,
      ).toEqual([`node_modules/${name}/package.json`]);
    }
  });
});

/** A file of a previous major's alias (`node_modules/@mui/x-data-grid-v7/...`). */
const PREVIOUS_MAJOR = /^node_modules\/@mui\/[\w-]+-v\d+\//;

describe('the previous majors (read for the API pages’ changes since v7 and v6)', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const aliases = Object.keys(manifest.devDependencies).filter((name) => /^@mui\/[\w-]+-v\d+$/.test(name));

  it('are development dependencies under aliases, exact releases of the major before the documented one', () => {
    expect(aliases.sort()).toEqual(
      [
        '@mui/material-v6',
        ...[
          'data-grid',
          'data-grid-pro',
          'data-grid-premium',
          'date-pickers',
          'date-pickers-pro',
          'charts',
          'charts-pro',
          'tree-view',
          'tree-view-pro',
        ].map((name) => `@mui/x-${name}-v7`),
      ].sort(),
    );
    for (const alias of aliases) {
      const [, real, major] = /^(@mui\/[\w-]+)-v(\d+)$/.exec(alias)!;
      expect(manifest.devDependencies[alias], alias).toMatch(new RegExp(`^npm:${real}@${major}\\.\\d+\\.\\d+$`));
      expect(Object.keys(manifest.dependencies), alias).not.toContain(alias);
    }
  });

  it('no code of the site, its demos or its pages imports them', () => {
    const offenders: string[] = [];
    for (const folder of ['src', 'data', 'pages']) {
      for (const file of fs.readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(tsx?|mjs|js|mdx)$/.test(file)) {
          continue;
        }
        const source = fs.readFileSync(path.join(root, folder, file), 'utf8');
        if (aliases.some((alias) => source.includes(`'${alias}`) || source.includes(`"${alias}`))) {
          offenders.push(path.join(folder, file));
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
