import { describe, expect, it } from 'vitest';
import { gaEventAttributes } from '../../../src/analytics/attributes';
import {
  clickEvent,
  pageView,
  reportsWebVitals,
  userProperties,
  WEB_VITALS_SAMPLE_RATE,
} from '../../../src/analytics/core';
import { isProductionHost } from '../../../src/offline/scope';

function markup(html: string) {
  document.body.innerHTML = html;
  return document.body;
}
const draw = (value: number) => () => value;

describe('click events', () => {
  it('reads category, action and label from the nearest marked element, clicks on its children included', () => {
    markup(
      '<div data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-label="Basic"><button><svg><path id="icon"/></svg></button></div>',
    );
    expect(clickEvent(document.getElementById('icon'), draw(0.5))).toEqual({
      category: 'demo',
      action: 'copy',
      label: 'Basic',
    });
  });

  it('takes the label of the nearest container that has one when the element has none (a demo toolbar)', () => {
    markup(
      '<div role="toolbar" data-ga-event-label="Basic"><button id="copy" data-ga-event-category="demo" data-ga-event-action="copy">c</button><button id="own" data-ga-event-category="demo" data-ga-event-action="reset" data-ga-event-label="Other">r</button><span id="gap">-</span></div>',
    );
    expect(clickEvent(document.getElementById('copy'), draw(0))).toEqual({
      category: 'demo',
      action: 'copy',
      label: 'Basic',
    });
    expect(clickEvent(document.getElementById('own'), draw(0))).toEqual({
      category: 'demo',
      action: 'reset',
      label: 'Other',
    });
    // The container names; it is not a control: a click between its buttons reports nothing.
    expect(clickEvent(document.getElementById('gap'), draw(0))).toBeNull();
  });

  it('sends nothing for clicks outside marked elements or with an empty category', () => {
    markup('<button id="plain">x</button><button id="empty" data-ga-event-category=" ">y</button>');
    expect(clickEvent(document.getElementById('plain'), draw(0))).toBeNull();
    expect(clickEvent(document.getElementById('empty'), draw(0))).toBeNull();
    expect(clickEvent(null, draw(0))).toBeNull();
  });

  it('a text node target counts as its element; a missing action reads "click", a missing label is left out', () => {
    markup('<a data-ga-event-category="nav">Home</a>');
    expect(clickEvent(document.querySelector('a')!.firstChild, draw(0))).toEqual({ category: 'nav', action: 'click' });
  });

  it('samples by the split ratio: sent only when the draw is under it', () => {
    markup('<button data-ga-event-category="ad" data-ga-event-action="view" data-ga-event-split="0.1">x</button>');
    const button = document.querySelector('button');
    expect(clickEvent(button, draw(0.05))).toEqual({ category: 'ad', action: 'view' });
    expect(clickEvent(button, draw(0.1))).toBeNull();
    expect(clickEvent(button, draw(0.9))).toBeNull();
    button!.setAttribute('data-ga-event-split', '0');
    expect(clickEvent(button, draw(0))).toBeNull();
  });

  it('a malformed split is no sampling at all', () => {
    markup('<button data-ga-event-category="ad" data-ga-event-split="often">x</button>');
    expect(clickEvent(document.querySelector('button'), draw(0.99))).toEqual({ category: 'ad', action: 'click' });
  });

  it('gaEventAttributes writes the attributes clickEvent reads', () => {
    const button = document.createElement('button');
    for (const [name, value] of Object.entries(gaEventAttributes('demo', 'reset', 'Basic', 0.5))) {
      button.setAttribute(name, value);
    }
    expect(clickEvent(button, draw(0.4))).toEqual({ category: 'demo', action: 'reset', label: 'Basic' });
    expect(clickEvent(button, draw(0.6))).toBeNull();
  });
});

describe('web vitals sampling', () => {
  it('reports for draws under one in ten thousand only', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(1e-4);
    expect(reportsWebVitals(draw(0))).toBe(true);
    expect(reportsWebVitals(draw(0.99e-4))).toBe(true);
    expect(reportsWebVitals(draw(1e-4))).toBe(false);
    expect(reportsWebVitals(draw(0.5))).toBe(false);
  });
});

describe('production host', () => {
  it('compares hostnames, ignoring case and a trailing dot; ports are not part of a hostname', () => {
    expect(isProductionHost('mui.com', 'mui.com')).toBe(true);
    expect(isProductionHost('MUI.com.', 'mui.com')).toBe(true);
    expect(isProductionHost(new URL('http://127.0.0.1:4321/x/').hostname, '127.0.0.1')).toBe(true);
    expect(isProductionHost('localhost', '127.0.0.1')).toBe(false);
    expect(isProductionHost('next.mui.com', 'mui.com')).toBe(false);
    expect(isProductionHost('', '')).toBe(false);
  });
});

describe('page view and user properties', () => {
  it('uses the canonical URL without query or hash, and the document title', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://mui.com/x/introduction/?a=1#b">';
    document.title = 'Overview - MUI X';
    expect(pageView(document)).toEqual({
      title: 'Overview - MUI X',
      location: 'https://mui.com/x/introduction/',
      path: '/x/introduction/',
    });
    document.head.innerHTML = '';
    expect(pageView(document).location).toBe(new URL(window.location.pathname, window.location.origin).href);
  });

  it('reads the reader settings from <html> and the window, the pixel ratio to one decimal', () => {
    const html = document.documentElement;
    html.setAttribute('data-code-variant', 'JS');
    html.setAttribute('data-mui-color-scheme', 'dark');
    html.lang = 'zh';
    const win = { devicePixelRatio: 2.625, matchMedia: () => ({ matches: false }) as unknown as MediaQueryList };
    expect(userProperties(document, win)).toEqual({
      codeVariant: 'JS',
      userLanguage: 'zh',
      colorScheme: 'dark',
      systemColorScheme: 'light',
      devicePixelRatio: 2.6,
    });
  });
});
