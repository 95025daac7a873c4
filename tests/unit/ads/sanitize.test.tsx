import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../../../src/ads/SafeHtml';
import { MAX_DESCRIPTION_LENGTH, safeHttpUrl, safeText, sanitizeAdHtml } from '../../../src/ads/sanitize';

function rendered(html: string): HTMLElement {
  const { container } = render(
    <p>
      <SafeHtml nodes={sanitizeAdHtml(html)} />
    </p>,
  );
  return container.querySelector('p')!;
}

const HOSTILE = [
  '<script>alert(1)</script>Hello',
  '<img src=x onerror="alert(1)">Hello',
  '<a href="javascript:alert(1)">Hello</a>',
  '<a href=" JaVaScRiPt:alert(1)">Hello</a>',
  '<a href="data:text/html,<script>alert(1)</script>">Hello</a>',
  '<a href="https://ok.example/" onclick="alert(1)" style="position:fixed">Hello</a>',
  '<svg><script>alert(1)</script></svg>Hello',
  '<iframe src="https://evil.example/"></iframe>Hello',
  '<style>body{display:none}</style>Hello',
  '<strong onmouseover="alert(1)">Hello</strong>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>Hello',
  '<form action="https://evil.example/"><input name="q"></form>Hello',
  '<object data="x.swf"></object>Hello',
  '<<script>script>alert(1)<</script>/script>Hello',
  '<a href="https://ok.example/"><img src=x onerror=alert(1)>Hello</a>',
];

describe('ad HTML sanitiser', () => {
  it.each(HOSTILE)('renders %s inert', (html) => {
    const container = rendered(html);
    expect(container.querySelectorAll('script, img, iframe, svg, style, math, form, input, object')).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), `${element.localName}[${attribute.name}]`).toBe(false);
        expect(attribute.name).not.toBe('style');
      }
    }
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
    }
    expect(container.textContent).toContain('Hello');
    expect(container.textContent).not.toMatch(/alert\(1\)<\/script/);
  });

  it('keeps text, http(s) links (as sponsored links in a new tab), strong, em and br', () => {
    const container = rendered(
      'Build <strong>faster</strong> with <em>ready</em> templates.<br>See <a href="https://mui.com/store/">the store</a>, <b>now</b>.',
    );
    expect(container.innerHTML).toBe(
      'Build <strong>faster</strong> with <em>ready</em> templates.<br>See <a href="https://mui.com/store/" target="_blank" rel="noopener sponsored">the store</a>, <strong>now</strong>.',
    );
  });

  it('unwraps other elements and keeps their text', () => {
    expect(rendered('<div><span>Plain</span> <u>text</u></div>').innerHTML).toBe('Plain text');
  });

  it('ignores non-strings and cuts very long input', () => {
    expect(sanitizeAdHtml(undefined)).toEqual([]);
    expect(sanitizeAdHtml(42)).toEqual([]);
    expect(safeText(sanitizeAdHtml('a'.repeat(MAX_DESCRIPTION_LENGTH * 5)))).toHaveLength(MAX_DESCRIPTION_LENGTH);
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/plain,x',
      '/relative',
      '//proto-relative.example',
      'ftp://example.com',
      '',
      null,
      3,
    ]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull();
    }
  });
});
