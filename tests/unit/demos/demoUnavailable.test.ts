import { describe, expect, it } from 'vitest';
import { showDemoUnavailable } from '../../../src/demos/demoUnavailable';

const LABELS = { unavailable: 'This demo could not load. Reload the page.', reload: 'Reload' };

describe('showDemoUnavailable', () => {
  it('keeps the preview as exported and adds one reload offer after it, however often it is called', () => {
    document.body.innerHTML =
      '<div class="demo"><div class="demo-preview" data-demo="a/B"><button>Exported button</button></div><div class="demo-source">code</div></div>';
    const preview = document.querySelector<HTMLElement>('.demo-preview')!;
    const before = preview.outerHTML;
    showDemoUnavailable(preview, LABELS);
    showDemoUnavailable(preview, LABELS);
    expect(preview.innerHTML).toBe('<button>Exported button</button>');
    expect(preview.hasAttribute('data-demo-failed')).toBe(true);
    expect(before).not.toContain('data-demo-failed');
    const offers = document.querySelectorAll('.island-failed');
    expect(offers).toHaveLength(1);
    expect(preview.nextElementSibling).toBe(offers[0]);
    expect(offers[0].textContent).toBe('This demo could not load. Reload the page.Reload');
    expect(offers[0].querySelector('button')!.type).toBe('button');
    expect(document.querySelector('.demo-source')!.textContent).toBe('code');
  });

  it('writes the labels as text, never as markup', () => {
    document.body.innerHTML = '<div class="demo-preview" data-demo="a/B"></div>';
    showDemoUnavailable(document.querySelector<HTMLElement>('.demo-preview')!, {
      unavailable: '<img src=x onerror=alert(1)>',
      reload: '<b>R</b>',
    });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.island-failed span')!.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
