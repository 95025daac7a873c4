// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyGeneratedAssets, GENERATED_PUBLIC_DIR, GENERATED_PUBLIC_PATHS } from '../../../build/generated-assets.mjs';

const dirs: string[] = [];
function tempDir(files: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-assets-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('generated static files', () => {
  it('are generated apart from public/, under the paths the site serves them at', () => {
    expect(path.relative(process.cwd(), GENERATED_PUBLIC_DIR)).toBe(path.join('.generated', 'public'));
    for (const prefix of GENERATED_PUBLIC_PATHS) {
      expect(fs.existsSync(path.join('public', prefix)), `public${prefix}`).toBe(false);
    }
  });

  it('are copied into the export at their paths, beside what Next copied', () => {
    const source = tempDir({ 'fonts/roboto.css': 'a{}', 'static/material-icons/index.json': '{}' });
    const out = tempDir({ 'index.html': '<!doctype html>', 'icon.svg': '<svg/>' });
    expect(copyGeneratedAssets(out, source, tempDir({ 'icon.svg': '<svg/>' }))).toBe(2);
    expect(fs.readFileSync(path.join(out, 'fonts/roboto.css'), 'utf8')).toBe('a{}');
    expect(fs.readFileSync(path.join(out, 'static/material-icons/index.json'), 'utf8')).toBe('{}');
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<!doctype html>');
  });

  it('refuse a file that public/ has too, and a missing generation', () => {
    const source = tempDir({ 'fonts/roboto.css': 'a{}' });
    expect(() => copyGeneratedAssets(tempDir(), source, tempDir({ 'fonts/roboto.css': 'b{}' }))).toThrow(
      /fonts\/roboto\.css is also generated/,
    );
    expect(() => copyGeneratedAssets(tempDir(), path.join(source, 'missing'))).toThrow(/run `npm run generate` first/);
  });
});
