import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { StaticMarkup, once } from '../../../src/islands';

describe('StaticMarkup', () => {
  it('keeps the exported markup in place when the page hydrates, and across re-renders', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<section class="prose"><p>Exported prose</p><a href="/next/">Next</a></section><button>Count 0</button>';
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const page = (count: number) => (
      <>
        <StaticMarkup as="section" className="prose" />
        <button>{`Count ${count}`}</button>
      </>
    );
    const prose = container.querySelector('p');
    await act(async () => {
      root = hydrateRoot(container, page(0), { onRecoverableError });
    });
    await act(async () => root!.render(page(1)));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(prose);
    expect(container.querySelector('section')!.innerHTML).toBe('<p>Exported prose</p><a href="/next/">Next</a>');
    expect(container.querySelector('button')!.textContent).toBe('Count 1');
    root!.unmount();
  });
});

describe('once', () => {
  it('loads once and shares the promise', async () => {
    const load = vi.fn().mockResolvedValue(['tree']);
    const shared = once(load);
    const [a, b] = await Promise.all([shared(), shared()]);
    expect(a).toBe(b);
    expect(a).toEqual(['tree']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('ok');
    const shared = once(load);
    await expect(shared()).rejects.toThrow('offline');
    await expect(shared()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
