/**
 * After `next build`: files of out/ that come from the whole site rather than one page.
 * - `_redirects`: the legacy paths that lead to existing pages, for hosts that read the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import contentIndex from '../.generated/content-index.json';
import { redirects } from '../data/redirects';
import { LANGUAGES } from '../src/core/i18n';
import { activeRedirects, redirectsFile } from '../src/core/redirects';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, process.env.DOCS_DIST_DIR ?? 'out');

const active = activeRedirects(redirects, (pathname) => Object.hasOwn(contentIndex, pathname));
fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(active, LANGUAGES));
console.log(`postbuild: _redirects with ${active.length} of ${redirects.length} redirects (the rest wait for their target page)`);
