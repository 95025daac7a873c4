// V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its functions compiled
// eagerly, on the background thread that streams the script in, instead of lazily on the main thread when they
// are first called. Every function of a page's initial scripts runs while the page starts (module factories,
// React, the frame), so those files get the hint; chunks loaded later (demos, drawers, the ad) do not, as
// compiling code that may never run would only cost memory. Other browsers ignore the comment.
import fs from 'node:fs';
import path from 'node:path';
import { referencedScripts } from './page-weight.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Local script files (paths inside `outDir`) that an exported page's HTML loads at start. */
export function initialScriptFiles(outDir) {
  const files = new Set();
  for (const entry of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) {
      continue;
    }
    const html = fs.readFileSync(path.join(outDir, entry), 'utf8');
    for (const url of referencedScripts(html)) {
      if (url.startsWith('/') && !url.startsWith('//')) {
        files.add(path.join(outDir, decodeURIComponent(url.split(/[?#]/)[0])));
      }
    }
  }
  return [...files].filter((file) => file.endsWith('.js') && fs.existsSync(file)).sort();
}

/** Prepends the hint to every initial script of `outDir` that lacks it; returns how many files it changed. */
export function addCompileHints(outDir) {
  let changed = 0;
  const files = initialScriptFiles(outDir);
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) {
      fs.writeFileSync(file, COMPILE_HINT + code);
      changed += 1;
    }
  }
  return { files: files.length, changed };
}
