// @vitest-environment node
// The project's layout as a rule (README "Architecture"): `.dependency-cruiser.cjs` over every folder of code.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const config = path.join(root, '.dependency-cruiser.cjs');
const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface CruiseResult {
  modules: Array<{
    source: string;
    dependencies: Array<{
      resolved: string;
      coreModule: boolean;
      couldNotResolve: boolean;
      dynamic: boolean;
      dependencyTypes: string[];
    }>;
  }>;
  summary: { violations: Array<{ rule: { name: string }; from: string; to: string }>; totalCruised: number };
}

/** Runs dependency-cruiser as `npx depcruise` does, in `cwd`, and reads its JSON report (it exits non-zero on errors). */
function cruise(cwd: string, targets: string[]): CruiseResult {
  let output: string;
  try {
    output = execFileSync(process.execPath, [bin, ...targets, '--config', config, '--output-type', 'json'], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  return JSON.parse(output) as CruiseResult;
}

/** `src/<folder>` for the site's code, else the top-level folder (`scripts`, `tests`…). */
function folderOf(file: string): string {
  const [top, second] = file.split('/');
  return top === 'src' && second && !second.includes('.') ? `src/${second}` : top;
}

const TARGETS = [
  'src',
  'pages',
  'scripts',
  'build',
  'bench',
  'tests',
  'next.config.mjs',
  'playwright.config.ts',
  'vitest.config.mts',
];

// Each cruise is a child process reading ~330 modules: seconds, not the default 5 s limit on a busy 2-core machine.
const CRUISE_TIMEOUT = 60_000;

describe('the import graph', () => {
  let result: CruiseResult;
  beforeAll(() => {
    result = cruise(root, TARGETS);
  }, CRUISE_TIMEOUT);

  it('breaks no rule of .dependency-cruiser.cjs', () => {
    // Every folder was read (a wrong target or a broken resolver would pass vacuously).
    const sources = new Set(result.modules.map((module) => module.source));
    for (const file of [
      'src/core/navigation.ts',
      'src/routes/DocsPage.tsx',
      'pages/_app.tsx',
      'scripts/postbuild.ts',
      'build/browser.mjs',
      'bench/lighthouse.mjs',
    ]) {
      expect(sources).toContain(file);
    }
    expect(result.summary.totalCruised).toBeGreaterThan(250);
    expect(
      result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`),
    ).toEqual([]);
  });

  it('has no two folders that import each other', () => {
    const edges = new Set<string>();
    for (const module of result.modules) {
      for (const dependency of module.dependencies) {
        if (dependency.coreModule || dependency.couldNotResolve || dependency.resolved.startsWith('node_modules/')) {
          continue;
        }
        const [from, to] = [folderOf(module.source), folderOf(dependency.resolved)];
        if (from !== to) {
          edges.add(`${from} → ${to}`);
        }
      }
    }
    expect(edges.size).toBeGreaterThan(20);
    const both = [...edges].filter((edge) => {
      const [from, to] = edge.split(' → ');
      return from < to && edges.has(`${to} → ${from}`);
    });
    expect(both).toEqual([]);
  });

  it('watches the demos without Material UI, Emotion or the theme: they load with the first demo that nears the viewport', () => {
    const bySource = new Map(result.modules.map((module) => [module.source, module]));
    const staticImports = (source: string) =>
      (bySource.get(source)?.dependencies ?? []).filter(
        (dependency) =>
          !dependency.dynamic &&
          !dependency.coreModule &&
          !dependency.couldNotResolve &&
          !dependency.dependencyTypes.includes('type-only'),
      );
    const reached = new Set<string>();
    // (The toolbars' helpers come through src/ui's door, whose React half the bundle leaves out: a module graph cannot
    // tell, so the walk starts at the islands.)
    const pending = ['src/demos/demoIslands.tsx'];
    while (pending.length > 0) {
      const source = pending.pop()!;
      if (!reached.has(source)) {
        reached.add(source);
        pending.push(...staticImports(source).map((dependency) => dependency.resolved));
      }
    }
    expect(reached).toContain('src/demos/demoUnavailable.ts');
    expect(
      [...reached].filter((file) => /^node_modules\/@(mui|emotion)\//.test(file) || file.startsWith('src/providers/')),
    ).toEqual([]);
    // …and the module that makes a demo live is what brings them.
    expect(staticImports('src/demos/demoRoot.tsx').map((dependency) => dependency.resolved)).toContain(
      'src/providers/index.ts',
    );
  });
});

describe('the rules', () => {
  it(
    'catch a cycle, an impure core, a layer imported upwards or sideways, a folder entered past its door, the site model in browser code, a script that imports tests, a library that imports a script',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layering-'));
      try {
        const files: Record<string, string> = {
          'src/core/pure.ts': "import { frame } from '../layout/frame';\nexport const pure = frame;\n",
          'src/core/react.ts': "import * as React from 'react';\nexport const react = React;\n",
          'src/layout/frame.ts': "import { pure } from '../core/pure';\nexport const frame = pure;\n",
          'src/ads/block.ts': "import { demo } from '../demos/demo';\nexport const block = demo;\n",
          'src/demos/demo.ts': 'export const demo = 1;\n',
          'src/mdx/list.ts': "import { tree } from '../site/tree';\nexport const list = tree;\n",
          'src/site/tree.ts': 'export const tree = 1;\n',
          'src/icons/Icon.ts': 'export const Icon = 1;\n',
          'src/icons/index.ts': "export { Icon } from './Icon';\n",
          'src/layout/header.ts': "import { Icon } from '../icons/Icon';\nexport const header = Icon;\n",
          'src/layout/menu.ts':
            "import { Icon } from '../icons';\nimport { header } from './header';\nexport const menu = [Icon, header];\n",
          'pages/page.ts': "import { menu } from '../src/layout/menu';\nexport const page = menu;\n",
          'scripts/entry.ts': "import { fixture } from '../tests/fixture';\nexport const entry = fixture;\n",
          'tests/fixture.ts': 'export const fixture = 1;\n',
          'build/library.ts': "import { entry } from '../scripts/entry';\nexport const library = entry;\n",
          'tsconfig.json': '{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler" } }\n',
        };
        for (const [file, text] of Object.entries(files)) {
          fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
          fs.writeFileSync(path.join(dir, file), text);
        }
        const found = cruise(dir, ['src', 'pages', 'scripts', 'build', 'tests']).summary.violations.map(
          (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
        );
        expect(found).toEqual(
          expect.arrayContaining([
            'no-circular: src/core/pure.ts → src/layout/frame.ts',
            'core-is-pure: src/core/react.ts → react',
            'core-is-pure: src/core/pure.ts → src/layout/frame.ts',
            'layer-0-imports-below: src/core/pure.ts → src/layout/frame.ts',
            'layer-4-imports-below: src/ads/block.ts → src/demos/demo.ts',
            'site-is-server-only: src/mdx/list.ts → src/site/tree.ts',
            'features-meet-at-doors: src/layout/header.ts → src/icons/Icon.ts',
            'features-meet-at-doors: pages/page.ts → src/layout/menu.ts',
            'only-tests-import-tests: scripts/entry.ts → tests/fixture.ts',
            'scripts-are-entry-points: build/library.ts → scripts/entry.ts',
            'build-is-a-library: build/library.ts → scripts/entry.ts',
          ]),
        );
        // Through the door, and within a folder, is the way in.
        expect(found.filter((violation) => violation.includes('src/layout/menu.ts →'))).toEqual([]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    CRUISE_TIMEOUT,
  );
});
