import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, initialScriptFiles } from '../../build/compile-hints.mjs';
import { OUT_DIR } from '../support/site';

describe('compile hints', () => {
  const initial = initialScriptFiles(OUT_DIR);

  it('every script a page loads at start carries the hint', () => {
    expect(initial.length).toBeGreaterThan(5);
    const missing = initial.filter((file) => !fs.readFileSync(file, 'utf8').startsWith(COMPILE_HINT));
    expect(missing.map((file) => path.relative(OUT_DIR, file))).toEqual([]);
  });

  it('chunks loaded later (demos, drawers, the ad) do not', () => {
    const chunks = path.join(OUT_DIR, '_next/static/chunks');
    const lazy = fs
      .readdirSync(chunks)
      .map((name) => path.join(chunks, name))
      .filter((file) => file.endsWith('.js') && !initial.includes(file));
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.filter((file) => fs.readFileSync(file, 'utf8').startsWith(COMPILE_HINT))).toEqual([]);
  });
});
