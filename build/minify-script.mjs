import { transformSync } from 'esbuild';

/**
 * A classic script minified for inlining in every page (the first-paint preferences script: its comments and
 * layout would cost each page about 0.3 KiB gzip). `npm run generate` writes it; the tests run it.
 * @param {string} source
 */
export function minifyScript(source) {
  return transformSync(source, { minify: true, target: 'es2017' }).code.trim();
}
