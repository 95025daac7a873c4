// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const settings = vi.hoisted(() => ({ enableTelemetry: vi.fn(), disableTelemetry: vi.fn() }));
vi.mock('@mui/x-license', () => ({ LicenseInfo: { setLicenseKey: vi.fn() }, muiXTelemetrySettings: settings }));

afterEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  vi.doUnmock('../../../src/config');
});

async function loadWith(xTelemetry: boolean) {
  vi.doMock('../../../src/config', () => ({ docsConfig: { xTelemetry } }));
  return import('../../../src/demos/license');
}

describe('MUI X licence module', () => {
  it('switches the packages’ telemetry on when the config says so (the default)', async () => {
    const license = await loadWith(true);
    expect(settings.enableTelemetry).toHaveBeenCalledTimes(1);
    expect(settings.disableTelemetry).not.toHaveBeenCalled();
    expect(license.telemetryEnabled).toBe(true);
  });

  it('switches it off with NEXT_PUBLIC_DOCS_X_TELEMETRY=off', async () => {
    const license = await loadWith(false);
    expect(settings.disableTelemetry).toHaveBeenCalledTimes(1);
    expect(settings.enableTelemetry).not.toHaveBeenCalled();
    expect(license.telemetryEnabled).toBe(false);
  });
});
