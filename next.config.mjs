import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';
import { GENERATED_PUBLIC_PATHS } from './build/generated-assets.mjs';

/** The installed version of a package: the versions the site documents are read, never typed by hand. */
const installedVersion = (name) =>
  JSON.parse(fs.readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
const materialVersion = installedVersion('@mui/material');
/** MUI X's packages move in lockstep (tests/unit/build/dependencies.test.ts): the Data Grid's version is theirs. */
const xVersion = installedVersion('@mui/x-data-grid');

const projectDir = fileURLToPath(new URL('./', import.meta.url));

/** The files under `dir` (relative to the project), recursively, as project paths in a stable order; none when it does not exist. */
function filesUnder(dir) {
  const root = path.join(projectDir, dir);
  if (!fs.existsSync(root)) {
    return [];
  }
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(projectDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * A hash of what the MDX plugins read besides the page itself, passed as a plugin option: Turbopack caches
 * compiled MDX by the file and the loader's options, so a change to a plugin, or to a demo's source (the plugins
 * embed it in the page, highlighted), must change the options to recompile the pages. Without the demos, a local
 * rebuild after editing only a demo showed its old source (and named a JavaScript version that no longer existed).
 */
const pluginsVersion = createHash('sha256')
  .update(
    [
      ...['build/mdx', 'build/demos'].flatMap(filesUnder),
      ...['data', process.env.DOCS_EXTRA_CONTENT_DIR]
        .filter(Boolean)
        .flatMap(filesUnder)
        .filter((file) => !file.endsWith('.mdx')),
    ]
      .map((file) => `${file}\0${fs.readFileSync(path.join(projectDir, file), 'utf8')}`)
      .join('\0'),
  )
  .digest('hex')
  .slice(0, 16);

/**
 * MDX plugins are named as absolute module paths: Turbopack passes loader options across processes,
 * so functions are not allowed here (STACK.md, pitfall 5).
 */
const withMDX = createMDX({
  extension: /\.mdx$/,
  options: {
    remarkPlugins: [
      'remark-frontmatter',
      'remark-gfm',
      fileURLToPath(new URL('./build/mdx/remark-docs.mjs', import.meta.url)),
      [fileURLToPath(new URL('./build/mdx/remark-demos.mjs', import.meta.url)), { pluginsVersion }],
    ],
    rehypePlugins: [fileURLToPath(new URL('./build/mdx/rehype-docs.mjs', import.meta.url))],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  pageExtensions: ['tsx', 'ts'],
  images: { unoptimized: true },
  // Next gives up on a page whose render takes more than 60 s (three tries, then the export fails). A worker's first
  // pages of an area also load that area's server bundle, which on a loaded 2-core machine took longer than that
  // (the pickers' pages failed a build while other jobs ran). Slowness must not fail the export; a hung render still does.
  staticPageGenerationTimeout: 600,
  // Bundled for the server too: otherwise Turbopack loads second copies of Emotion and Material UI (through
  // @mui/material-nextjs or the MUI X packages), whose styles miss <head> and the site's theme (STACK.md, pitfall 2).
  // @mui/x-data-grid also imports CSS from its ESM code (pitfall 1).
  transpilePackages: [
    '@mui/x-data-grid',
    '@mui/x-data-grid-pro',
    '@mui/x-data-grid-premium',
    '@mui/x-date-pickers',
    '@mui/x-date-pickers-pro',
    '@mui/x-charts',
    '@mui/x-charts-pro',
    '@mui/x-tree-view',
    '@mui/x-tree-view-pro',
    '@mui/x-license',
    '@mui/material-nextjs',
    '@mui/material',
    '@mui/lab',
    '@mui/system',
    '@emotion/react',
    '@emotion/styled',
    '@emotion/cache',
    // The pickers' date libraries: bundled for the server too, so a demo's `dayjs(...)` and the adapter's plugins
    // (`week()` for week numbers, `utc`/`timezone`) extend one instance, as in the browser; otherwise the demo gets
    // Node's copy without them and the export fails (`a.week is not a function`).
    'dayjs',
    'moment',
    'moment-hijri',
    'moment-jalaali',
    'luxon',
    'date-fns',
    'date-fns-jalali',
  ],
  experimental: {
    // Next defaults to one page-generation worker on a 2-core machine; both cores render pages faster.
    cpus: Math.max(2, availableParallelism() - 1),
    // Turbopack's build cache (.next/cache) makes a local rebuild about 2.5 times faster, but a CI run starts from a
    // clean checkout and never reads it: writing it there cost 22 s of the build and a fifth of its CPU.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // No source maps: readers never fetch them, and writing them was 2,100 files (176 MB) of out/ and build time.
    turbopackSourceMaps: false,
  },
  env: { NEXT_PUBLIC_DOCS_MATERIAL_VERSION: materialVersion, NEXT_PUBLIC_DOCS_X_VERSION: xVersion },
  // `npm test` type-checks the same sources with `tsc --noEmit` beside the unit tests, while the other core is free,
  // and fails on a type error there: its build skips this second check. `npm run build` always checks.
  typescript: { ignoreBuildErrors: process.env.DOCS_TYPECHECKED === '1' },
  // Next's dev server serves public/ only: under `npm run dev`, the generated static files (.generated/public/: fonts,
  // icon data) come from the small server scripts/dev.mjs starts beside it. The export copies them (postbuild).
  ...(process.env.DOCS_DEV_ASSETS_ORIGIN
    ? {
        rewrites: async () =>
          GENERATED_PUBLIC_PATHS.map((prefix) => ({
            source: `${prefix}/:path*`,
            destination: `${process.env.DOCS_DEV_ASSETS_ORIGIN}${prefix}/:path*`,
          })),
      }
    : {}),
  // The build-scale benchmark exports elsewhere so it never replaces out/.
  ...(process.env.DOCS_DIST_DIR ? { distDir: process.env.DOCS_DIST_DIR } : {}),
};

export default withMDX(nextConfig);
