// @vitest-environment node
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { modernPrefixer } from '../../src/providers/emotionPrefixer';

const css = (source: string, plugin = modernPrefixer) => serialize(compile(source), middleware([plugin, stringify]));

describe('modernPrefixer', () => {
  it('writes no prefix the supported browsers do without', () => {
    const out = css(
      '.a{display:flex;align-items:center;transition:transform 200ms;text-decoration:none;position:sticky;appearance:none}',
    );
    expect(out).toBe(
      '.a{display:flex;align-items:center;transition:transform 200ms;text-decoration:none;position:sticky;appearance:none;}',
    );
    // stylis's own prefixer, for comparison, writes them all.
    expect(css('.a{display:flex;align-items:center}', prefixer)).toContain('-ms-flexbox');
  });

  it('keeps the prefixes Safari 16.4 still needs', () => {
    expect(css('.a{user-select:none}')).toContain('-webkit-user-select:none;');
    expect(css('.a{backdrop-filter:blur(4px)}')).toContain('-webkit-backdrop-filter:blur(4px);');
    expect(css('.a{-webkit-text-size-adjust:100%;text-size-adjust:100%}')).toContain('text-size-adjust:100%;');
    expect(css('.a{box-decoration-break:clone}')).toContain('-webkit-box-decoration-break:clone;');
  });

  it('prefixes selectors as before', () => {
    expect(css('.a::placeholder{color:red}')).toBe(css('.a::placeholder{color:red}', prefixer));
  });
});
