import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

const materialVersion = JSON.parse(fs.readFileSync(new URL('./node_modules/@mui/material/package.json', import.meta.url), 'utf8')).version;

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
      fileURLToPath(new URL('./scripts/mdx/remark-docs.mjs', import.meta.url)),
      fileURLToPath(new URL('./scripts/mdx/remark-demos.mjs', import.meta.url)),
    ],
    rehypePlugins: [fileURLToPath(new URL('./scripts/mdx/rehype-docs.mjs', import.meta.url))],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  pageExtensions: ['tsx', 'ts'],
  images: { unoptimized: true },
  // Bundled for the server too: otherwise Turbopack loads second copies of Emotion and Material UI (through
  // @mui/material-nextjs or the MUI X packages), whose styles miss <head> and the site's theme (STACK.md, pitfall 2).
  // @mui/x-data-grid also imports CSS from its ESM code (pitfall 1).
  transpilePackages: ['@mui/x-data-grid', '@mui/x-date-pickers', '@mui/x-charts', '@mui/x-tree-view', '@mui/material-nextjs', '@mui/material', '@mui/system', '@emotion/react', '@emotion/styled', '@emotion/cache'],
  // Next defaults to one page-generation worker on a 2-core machine; both cores render pages faster.
  experimental: { cpus: Math.max(2, availableParallelism() - 1) },
  env: { NEXT_PUBLIC_DOCS_MATERIAL_VERSION: materialVersion },
  // The build-scale benchmark exports elsewhere so it never replaces out/.
  ...(process.env.DOCS_DIST_DIR ? { distDir: process.env.DOCS_DIST_DIR } : {}),
};

export default withMDX(nextConfig);
