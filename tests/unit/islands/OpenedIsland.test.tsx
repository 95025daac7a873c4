import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { once, OpenedIsland } from '../../../src/islands';

type PanelProps = { open: boolean };

function Panel({ open }: PanelProps) {
  return open ? <p>Panel content</p> : null;
}

function Broken(): never {
  throw new Error('panel exploded');
}

/** A page with a button that opens the island, as the app bar's search and settings buttons do. */
function Page({ load }: { load: () => Promise<{ default: React.ComponentType<PanelProps> }> }) {
  const [open, setOpen] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  return (
    <main>
      <p>Page text</p>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setAttempt((value) => value + 1);
        }}
      >
        Open
      </button>
      <OpenedIsland
        load={load}
        open={open}
        attempt={attempt}
        props={{ open }}
        failedMessage="Panel could not load. Reload the page."
        reloadLabel="Reload"
        dismissLabel="Dismiss"
        onDismiss={() => setOpen(false)}
      />
    </main>
  );
}

/** Lets the loader's promise settle and React commit what follows. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('OpenedIsland', () => {
  it('asks for nothing before the first opening, then shows the component', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Panel }));
    render(<Page load={once(load)} />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Panel content')).toBeTruthy();
  });

  it('offers a reload where the island would open when its code cannot load, and tries again on the next opening', async () => {
    let fail = true;
    const load = vi.fn(() =>
      fail ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ default: Panel }),
    );
    render(<Page load={once(load)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Panel could not load. Reload the page.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByText('Page text')).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alert')).toBeNull();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Panel content')).toBeTruthy();
  });

  it('contains an island that throws: the offer replaces it, the page stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Page load={once(() => Promise.resolve({ default: Broken }))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Panel could not load');
    expect(screen.getByText('Page text')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
