import { LicenseInfo } from '@mui/x-license';

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
