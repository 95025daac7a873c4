import { LicenseInfo, muiXTelemetrySettings } from '@mui/x-license';
import { docsConfig } from '../config';

/**
 * The MUI X licence key of the commercial packages (pro and premium), set once for all of them. It is read at
 * build time from `NEXT_PUBLIC_MUI_X_LICENSE_KEY` and never committed; without it the commercial demos show the
 * packages' watermark and log their missing-licence message, which is expected.
 * Imported by the pages and the island loaders of commercial demos only.
 */
const key = process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY?.trim();
if (key) {
  LicenseInfo.setLicenseKey(key);
}

export const hasLicenseKey = Boolean(key);

/**
 * The packages' telemetry (a licence-check event sent by the commercial packages), switched on for the docs
 * unless `NEXT_PUBLIC_DOCS_X_TELEMETRY=off`. The packages themselves send nothing from a production build, so
 * the exported site makes no telemetry request; `npm run dev` does (see /x/guides/telemetry/).
 */
if (docsConfig.xTelemetry) {
  muiXTelemetrySettings.enableTelemetry();
} else {
  muiXTelemetrySettings.disableTelemetry();
}
export const telemetryEnabled = docsConfig.xTelemetry;
