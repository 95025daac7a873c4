// Generated static files (the self-hosted fonts, the Material Icons page's data, the demos' JavaScript versions) live
// in `.generated/public/`, apart from the hand-made assets of `public/`: `npm run generate` writes them, postbuild
// copies them into the export, and `npm run dev` serves them beside Next's dev server (scripts/dev.mjs).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Where the generators write the site's generated static files, laid out as they are served. */
export const GENERATED_PUBLIC_DIR = path.join(root, '.generated/public');

/** The site paths under which generated files are served: the fonts, the Material Icons page's data, the demos' JS. */
export const FONTS_PATH = '/fonts';
export const ICON_DATA_PATH = '/static/material-icons';
export const DEMO_JS_PATH = '/demo-js';
export const GENERATED_PUBLIC_PATHS = [FONTS_PATH, ICON_DATA_PATH, DEMO_JS_PATH];

/** The folder of GENERATED_PUBLIC_DIR that holds what the site serves under `sitePath`. */
export const generatedPublicDir = (sitePath) => path.join(GENERATED_PUBLIC_DIR, sitePath);

/**
 * Removes the files under `dir` (recursively) that `keep` does not hold: what a generator wrote for pages or demos
 * that are gone, or for sources that changed. A missing folder has nothing to remove.
 * @param {string} dir
 * @param {Set<string>} keep absolute paths of the files to keep
 * @returns {number} how many files it removed
 */
export function removeFilesExcept(dir, keep) {
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }) : [];
  let removed = 0;
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !keep.has(file)) {
      fs.rmSync(file);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Copies the generated static files into an export (`out/`), beside what Next copied from `public/`. A file of the
 * same path in both is an error: one of the two would silently win.
 * @param {string} outDir
 * @returns {number} the number of files copied
 */
export function copyGeneratedAssets(outDir, sourceDir = GENERATED_PUBLIC_DIR, publicDir = path.join(root, 'public')) {
  if (!fs.existsSync(sourceDir)) {
    throw new Error(`${sourceDir} is missing: run \`npm run generate\` first.`);
  }
  const files = fs
    .readdirSync(sourceDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(sourceDir, path.join(entry.parentPath, entry.name)));
  const clash = files.find((file) => fs.existsSync(path.join(publicDir, file)));
  if (clash) {
    throw new Error(`${path.join(publicDir, clash)} is also generated (${path.join(sourceDir, clash)}): remove one.`);
  }
  fs.cpSync(sourceDir, outDir, { recursive: true });
  return files.length;
}
