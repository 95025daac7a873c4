// Which pages `npm run test:quick` (scripts/test-quick.mjs) checks: a changed or new file under `data/` belongs to the
// page whose folder holds it.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The page folders (`data/components/buttons`) of changed files: the nearest folder, the file's own included, that
 * holds its page's MDX (`<folder>/<name>.mdx`). Files outside any page (the navigation trees) change no page.
 * @param {string[]} files paths relative to the repository
 */
export function pagesOfFiles(files, exists = (file) => fs.existsSync(path.join(root, file))) {
  const pages = new Set();
  for (const file of files) {
    if (!file.startsWith('data/')) {
      continue;
    }
    for (let dir = path.posix.dirname(file); dir !== 'data' && dir !== '.'; dir = path.posix.dirname(dir)) {
      if (exists(`${dir}/${path.posix.basename(dir)}.mdx`)) {
        pages.add(dir);
        break;
      }
    }
  }
  return [...pages].sort();
}
