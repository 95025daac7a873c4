// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints } from '../../../build/compile-hints.mjs';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function site(files: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

describe('compile hints', () => {
  it('marks the scripts pages load at start, once, and leaves lazy chunks and other hosts alone', () => {
    site({
      'index.html':
        '<script src="/_next/a.js" defer></script><link rel="preload" as="script" href="/_next/b.js"><script src="https://cdn.example/c.js"></script>',
      'docs/page/index.html': '<script src="/_next/a.js?v=1" defer></script>',
      '_next/a.js': 'a()',
      '_next/b.js': 'b()',
      '_next/lazy.js': 'lazy()',
    });
    expect(addCompileHints(dir)).toEqual({ files: 2, changed: 2 });
    expect(fs.readFileSync(path.join(dir, '_next/a.js'), 'utf8')).toBe(`${COMPILE_HINT}a()`);
    expect(fs.readFileSync(path.join(dir, '_next/b.js'), 'utf8')).toBe(`${COMPILE_HINT}b()`);
    expect(fs.readFileSync(path.join(dir, '_next/lazy.js'), 'utf8')).toBe('lazy()');
    // Running it again (a second postbuild over the same out/) changes nothing.
    expect(addCompileHints(dir)).toEqual({ files: 2, changed: 0 });
    expect(fs.readFileSync(path.join(dir, '_next/a.js'), 'utf8')).toBe(`${COMPILE_HINT}a()`);
  });
});
