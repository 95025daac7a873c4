import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const TELEMETRY_ENDPOINT = 'https://x-telemetry.mui.com/v2/telemetry/record';

/** Installed packages (nested ones included) that declare an install script npm would run. */
function packagesWithInstallScripts(): string[] {
  const found = new Set<string>();
  const visit = (modules: string) => {
    for (const entry of fs.existsSync(modules) ? fs.readdirSync(modules) : []) {
      const names = entry.startsWith('@')
        ? fs.readdirSync(path.join(modules, entry)).map((child) => `${entry}/${child}`)
        : [entry];
      for (const name of names) {
        const manifest = path.join(modules, name, 'package.json');
        if (!entry.startsWith('.') && fs.existsSync(manifest)) {
          const scripts =
            (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
          if (['preinstall', 'install', 'postinstall'].some((script) => script in scripts)) {
            found.add(name);
          }
          visit(path.join(modules, name, 'node_modules'));
        }
      }
    }
  };
  visit(path.join(root, 'node_modules'));
  return [...found].sort();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('install scripts', () => {
  it('are decided for every installed package that has one, in package.json’s allowScripts', () => {
    const { allowScripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      allowScripts: Record<string, boolean>;
    };
    const decided = new Set(Object.keys(allowScripts).map((key) => key.replace(/(.)@.*$/, '$1')));
    expect(packagesWithInstallScripts().filter((name) => !decided.has(name))).toEqual([]);
    // The telemetry package's postinstall would write the install machine's ids into its own files.
    expect(allowScripts['@mui/x-telemetry']).toBe(false);
  });
});

describe('MUI X telemetry of the commercial demos, without the telemetry package’s postinstall', () => {
  // Loading and rendering the Data Grid in jsdom takes seconds on a busy 2-core machine.
  it('still records a licence check with an anonymous id generated in the browser', { timeout: 30_000 }, async () => {
    // The postinstall did not run: the package keeps its uninitialised context.
    const context = fs.readFileSync(path.join(root, 'node_modules/@mui/x-telemetry/esm/context.js'), 'utf8');
    expect(context).toMatch(/isInitialized:\s*false/);

    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The site's licence module switches telemetry on (the default config), as on a page with a commercial demo.
    await import('../../../src/demos/license');
    const { DataGridPro } = await import('@mui/x-data-grid-pro');
    render(
      <div style={{ height: 200 }}>
        <DataGridPro columns={[{ field: 'name' }]} rows={[{ id: 1, name: 'Ada' }]} />
      </div>,
    );
    await vi.waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith(TELEMETRY_ENDPOINT, expect.objectContaining({ method: 'POST' })),
    );
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === TELEMETRY_ENDPOINT)!;
    const [event] = JSON.parse(String(init!.body)) as Array<{
      eventName: string;
      payload: { packageName: string; licenseStatus: string };
      context: { anonymousId: string };
    }>;
    expect(event.eventName).toBe('licenseVerification');
    expect(event.payload).toMatchObject({ packageName: 'x-data-grid-pro', licenseStatus: 'NotFound' });
    expect(event.context.anonymousId).toMatch(/^anid_\w{32}$/);
  });
});
