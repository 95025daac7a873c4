// @vitest-environment node
// The plain JavaScript modules (build/**/*.mjs, src/**/*.mjs) are what Node loads as they are: the MDX plugins, the
// service-worker writer, the facts. No type check reads them, and the unit tests' transform turns a missing named
// export into `undefined` instead of an error, so a renamed export once failed only at a browser test's set-up
// (CI 39). Here plain Node links every one of them, as the build does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const LINK_TIMEOUT = 60_000;

/** The `.mjs` files under `dirs` of `base`, as absolute paths in a stable order. */
function plainModules(base: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(base, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => path.join(base, dir, file)),
    )
    .sort();
}

/** Imports each module in one plain Node process; the failures, as `file: message`. */
function linkFailures(files: string[]): string[] {
  const script = `
    import { pathToFileURL } from 'node:url';
    const failures = [];
    for (const file of JSON.parse(process.argv[1])) {
      try {
        await import(pathToFileURL(file).href);
      } catch (error) {
        failures.push(file + ': ' + String(error.message).split('\\n')[0]);
      }
    }
    process.stdout.write(JSON.stringify(failures));
    process.exit(0);
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

describe('plain JavaScript modules', () => {
  it(
    'all link in plain Node: every import they name is exported',
    () => {
      const files = plainModules(root, ['build', 'src']);
      expect(files.length).toBeGreaterThan(20);
      expect(files).toContain(path.join(root, 'build/mdx/remark-demos.mjs'));
      expect(linkFailures(files).map((failure) => path.relative(root, failure))).toEqual([]);
    },
    LINK_TIMEOUT,
  );

  it('a module that imports a name its neighbour does not export fails to link', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-modules-'));
    try {
      fs.writeFileSync(path.join(dir, 'facts.mjs'), 'export const renamed = 1;\n');
      fs.writeFileSync(
        path.join(dir, 'plugin.mjs'),
        "import { original } from './facts.mjs';\nexport default original;\n",
      );
      const failures = linkFailures(plainModules(dir, ['.']));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toContain('plugin.mjs');
      expect(failures[0]).toMatch(/does not provide an export named 'original'/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
