/**
 * `npm run check:page -- <page> [<page> ...]`: a fast check of pages while writing them, without a site build.
 * A page is a path (`/system/borders`) or its folder (`data/system/borders`). For each page it:
 * - reads the front matter (a one-sentence `description` is required);
 * - compiles the MDX with the site's own plugins and renders it, demos included, with the site's component map
 *   (what the static export does), failing on a render error or a React warning;
 * - checks every site link of the page leads to a page of the navigation or an API page;
 * - type-checks the page's demo files with the project's compiler options;
 * - prints the page's size in lines and its demo count (the content standard asks for 150–600 lines).
 * Exits 1 when a page has an error.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as React from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { evaluate } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import remarkDocs from '../build/mdx/remark-docs.mjs';
import remarkDemos from '../build/mdx/remark-demos.mjs';
import rehypeDocs from '../build/mdx/rehype-docs.mjs';
import { typeCheckDemos } from '../build/demo-typecheck';
import { readPage } from '../build/generate-content';
import { flattenPages } from '../src/core/navigation';
import { BLOG_FEED_PATH, contentFileOfPath, toNavPath } from '../src/core/paths';
import { mdxComponents } from '../src/mdx';
import { PageProviders } from '../build/PageProviders';
import { apiIndex, inventoryTree } from '../src/site';
import { GENERATED_PUBLIC_DIR } from '../build/generated-assets.mjs';

const root = path.resolve(import.meta.dirname, '..');

// The Data Grid requires its stylesheet from JavaScript (the bundler handles it in the build); here it is skipped.
Module.createRequire(import.meta.url).extensions['.css'] = (module: { exports: unknown }) => {
  module.exports = {};
};

function pageFileOf(argument: string): { pathname: string; file: string } {
  const relative = argument.replace(/^\.\//, '').replace(/\/$/, '');
  const pathname = relative.startsWith('data/') ? `/${relative.slice('data/'.length)}` : toNavPath(relative);
  return {
    pathname: toNavPath(pathname),
    file: path.join(root, 'data', contentFileOfPath(pathname)),
  };
}

/** Paths a site link may lead to: navigation pages (the blog's included) and generated API pages. */
function knownPaths(): Set<string> {
  // Pages outside the navigation, and files the build writes after the export.
  const known = new Set<string>(['/', '/x', '/zh', BLOG_FEED_PATH, '/sitemap.xml', '/llms.txt']);
  for (const page of [...flattenPages(inventoryTree('main')), ...flattenPages(inventoryTree('x'))]) {
    known.add(page.pathname);
  }
  for (const pathname of apiIndex().keys()) {
    known.add(toNavPath(pathname));
  }
  return known;
}

/**
 * Demo files load as CommonJS here (the package is not `"type": "module"`), so the MDX module's default import
 * of a demo is the whole `module.exports`: the component is its `default`.
 */
const components = {
  ...mdxComponents,
  Demo: ({ component, ...props }: { component: unknown } & Record<string, unknown>) =>
    React.createElement(mdxComponents.Demo as React.ComponentType<Record<string, unknown>>, {
      ...props,
      component: (component as { default?: unknown }).default ?? component,
    }),
};

async function checkPage(argument: string, known: Set<string>): Promise<{ errors: string[]; demoFiles: string[] }> {
  const { pathname, file } = pageFileOf(argument);
  const errors: string[] = [];
  const label = path.relative(root, file);
  if (!fs.existsSync(file)) {
    return { errors: [`${label} does not exist`], demoFiles: [] };
  }
  const source = fs.readFileSync(file, 'utf8');
  try {
    readPage(file, label);
  } catch (error) {
    errors.push((error as Error).message);
  }
  const lines = source.split('\n').length;
  const demoNames = [...source.matchAll(/<Demo\s[^>]*name="([A-Z]\w*)"/g)].map((match) => match[1]);
  const demoFiles = fs
    .readdirSync(path.dirname(file))
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => path.join(path.dirname(file), name));

  const warnings: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    const message = args.map(String).join(' ');
    // Commercial demos without a licence key log this on purpose (the watermark shows).
    if (!/MUI X: Missing license key/i.test(message)) {
      warnings.push(message.trim().split('\n')[0]);
    }
  };
  try {
    const { default: Content } = await evaluate(
      { value: source, path: file },
      {
        ...(runtime as Parameters<typeof evaluate>[1]),
        baseUrl: pathToFileURL(file),
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDocs, remarkDemos],
        rehypePlugins: [rehypeDocs],
      },
    );
    const html = renderToString(
      React.createElement(PageProviders, {
        emotionCache: createEmotionCache({ key: 'mui' }),
        children: React.createElement(Content, { components }),
      }),
    );
    if (html.includes('class="demo-error"')) {
      errors.push(`${label}: a demo crashed while rendering (its error boundary shows)`);
    }
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)[^"]*"/g)) {
      const target = toNavPath(href);
      const asset = [path.join(root, 'public'), GENERATED_PUBLIC_DIR].some((dir) =>
        fs.existsSync(path.join(dir, href)),
      );
      if (!known.has(target) && !asset) {
        errors.push(`${label}: link to ${href}, which is not a page of the site`);
      }
    }
  } catch (error) {
    errors.push(`${label}: ${process.env.DEBUG ? (error as Error).stack : (error as Error).message}`);
  } finally {
    console.error = originalError;
  }
  for (const warning of warnings) {
    errors.push(`${label}: React warned: ${warning}`);
  }
  for (const name of demoNames) {
    if (!demoFiles.some((demo) => path.basename(demo) === `${name}.tsx`)) {
      errors.push(`${label}: <Demo name="${name}"> has no ${name}.tsx`);
    }
  }
  console.log(
    `${pathname}/: ${lines} lines, ${demoNames.length} demos${lines < 150 ? ' (under 150 lines: is it a stub?)' : ''}`,
  );
  return { errors, demoFiles };
}

async function main() {
  const targets = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  if (targets.length === 0) {
    console.error('Usage: npm run check:page -- /system/borders [data/system/display ...]');
    process.exit(2);
  }
  const known = knownPaths();
  const errors: string[] = [];
  const demoFiles: string[] = [];
  for (const target of targets) {
    const result = await checkPage(target, known);
    errors.push(...result.errors);
    demoFiles.push(...result.demoFiles);
  }
  if (!process.argv.includes('--no-types')) {
    errors.push(...typeCheckDemos(demoFiles));
  }
  for (const error of errors) {
    console.error(`  ✗ ${error}`);
  }
  console.log(errors.length === 0 ? 'check:page: no problem found' : `check:page: ${errors.length} problem(s)`);
  process.exit(errors.length === 0 ? 0 : 1);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
