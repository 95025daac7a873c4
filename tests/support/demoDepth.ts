// data/demo-depth.tsv and the live-demo count it is held to, for the tests that read them (the depth floors, the
// guides that may go without a demo, the HTML budget of pages with many demos).
import fs from 'node:fs';
import path from 'node:path';
import { toUrlPath } from '../../src/core/paths';

const ROOT = path.resolve(__dirname, '../..');

export interface DepthRow {
  /** The page's URL path, `/components/tabs/`. */
  path: string;
  /** The fewest live demos the page may have. */
  minimum: number;
  /** How many its counterpart in the libraries' own docs has. */
  counterpart: number;
}

let table: DepthRow[] | undefined;

/** The rows of data/demo-depth.tsv (read once); throws when its header is not `path  minimum  counterpart`. */
export function depthTable(): DepthRow[] {
  if (!table) {
    const [header, ...rows] = fs
      .readFileSync(path.join(ROOT, 'data/demo-depth.tsv'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    if (header !== 'path\tminimum\tcounterpart') {
      throw new Error(`data/demo-depth.tsv: unexpected header "${header}"`);
    }
    table = rows.map((line) => {
      const [pagePath, minimum, counterpart] = line.split('\t');
      return { path: pagePath, minimum: Number(minimum), counterpart: Number(counterpart) };
    });
  }
  return table;
}

/** A page's row (by navigation or URL path), if it has a counterpart. */
export function depthOf(pathname: string): DepthRow | undefined {
  const wanted = toUrlPath(pathname);
  return depthTable().find((row) => row.path === wanted);
}

/** The live demos of a page's MDX: its `<Demo>` elements, without the page's tools (`<Demo … tool />`). */
export function liveDemoCount(mdx: string): number {
  return [...mdx.matchAll(/<Demo\b([^>]*)>/g)].filter(([, attributes]) => !/\btool\b/.test(attributes)).length;
}
