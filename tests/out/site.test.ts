import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBlogPost } from '../../src/core/blog';
import { BLOG_PATH } from '../../src/core/paths';
import { CSS_LAYER_ORDER } from '../../src/providers/cssLayers';
import type { ContentIndex } from '../../src/core/content';
import { CONTENT_INDEX_FILE, OUT_DIR, fileOfPath, htmlFiles, readHtml, splitDocument } from '../support/site';

const contentIndex = JSON.parse(fs.readFileSync(CONTENT_INDEX_FILE, 'utf8')) as ContentIndex;
const pages = htmlFiles();
// Redirect stubs carry a refresh instead of content.
const documents = pages.filter((file) => !readHtml(file).includes('http-equiv="refresh"'));
// The pages whose demos need cascade layers, in both languages (src/providers/cssLayers.ts).
const layeredFiles = new Set(
  Object.keys(contentIndex)
    .filter((pathname) => contentIndex[pathname].cssLayers)
    .flatMap((pathname) => [fileOfPath(pathname), fileOfPath(`/zh${pathname}`)]),
);

describe('exported site', () => {
  it('exports every navigation page as a real HTML file, and a 404 page', () => {
    const missing = Object.keys(contentIndex).filter((pathname) => !fs.existsSync(path.join(OUT_DIR, fileOfPath(pathname))));
    expect(missing).toEqual([]);
    expect(pages).toContain('404.html');
    expect(pages).toContain('index.html');
  });

  it('has cascade layers on the pages whose demos write layered CSS (the Tailwind CSS guide), in both languages', () => {
    expect(layeredFiles).toContain('guides/tailwindcss-v4/index.html');
    expect(layeredFiles).toContain('zh/guides/tailwindcss-v4/index.html');
    expect(layeredFiles).not.toContain('x/react-data-grid/sorting/index.html');
  });

  it.each(pages)('%s puts its Emotion styles in <head> under the mui key', (file) => {
    const { head, body } = splitDocument(readHtml(file));
    expect(head).toMatch(/<style data-emotion="mui[ -][^"]*"/);
    // The site's cache (and a stray second copy of Emotion, whose key is `css`) never writes into the body. A demo
    // that brings its own cache (the right-to-left guide's) renders its styles beside itself, as Emotion does.
    expect(body).not.toMatch(/<style data-emotion="(mui|css)[ -]/);
    if (layeredFiles.has(file)) {
      // A page whose demos need cascade layers declares their order before any layered style.
      expect(head.indexOf(CSS_LAYER_ORDER)).toBeGreaterThan(-1);
      expect(head.indexOf(CSS_LAYER_ORDER)).toBeLessThan(head.indexOf('@layer mui'));
    } else {
      // Other pages have none: in Chrome, layers make each style sheet a demo adds lay the whole page out again.
      expect(head).not.toContain('@layer');
    }
  });

  it.each(documents)('%s has its language, title, description, icons and social tags', (file) => {
    const html = readHtml(file);
    const { head } = splitDocument(html);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="(en|zh)" dir="(ltr|rtl)"/);
    expect(head).toMatch(/<title[^>]*>[^<]+ - MUI<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head).toMatch(/<meta property="og:title" content="[^"]+ - MUI"/);
    expect(head).toMatch(/<meta property="og:description" content="[^"]+"/);
    expect(head).toContain('<link rel="icon" href="/favicon.ico"');
    expect(head).toMatch(/<meta name="theme-color"/);
    if (file === '404.html' || file === '404/index.html') {
      expect(head).toContain('<meta name="robots" content="noindex"');
    } else {
      const canonical = `/${file.replace(/index\.html$/, '')}`;
      expect(head).toContain(`<link rel="canonical" href="https://mui.com${canonical}"`);
    }
  });

  it.each(Object.entries(contentIndex))('%s has its prose, headings and highlighted code in the HTML', (pathname, page) => {
    const { body } = splitDocument(readHtml(fileOfPath(pathname)));
    expect(body).toContain(`<h1`);
    // The table of contents (the index reads only the page's heading lines) is exactly the h2 and h3 headings the
    // MDX compiler renders from the whole page, each followed by its anchor link, in order.
    const rendered = [
      ...body.matchAll(/<h[23] id="([^"]+)">(?:(?!<\/h[23]>).)*<\/h[23]><a class="anchor-link" href="#\1"/g),
    ].map((match) => match[1]);
    expect(rendered).toEqual(page.toc.map((heading) => heading.id));
    const source = fs.readFileSync(path.resolve(__dirname, '../..', page.file), 'utf8');
    if (/^```(tsx|ts|js|jsx|bash)/m.test(source)) {
      expect(body).toMatch(/<span class="token [a-z-]+">/);
    }
    // Every demo is rendered on the server: its preview holds markup, not an empty placeholder.
    for (const [, name] of source.matchAll(/<Demo\s[^>]*name="(\w+)"/g)) {
      const preview = new RegExp(`<div class="demo-preview" data-demo="[^"]*/${name}"[^>]*>(.{20})`).exec(body);
      expect(preview, `demo ${name} of ${pathname}`).not.toBeNull();
      expect(preview![1].startsWith('</div>')).toBe(false);
      // Its source is TypeScript; the JavaScript the page fetches for a reader of JS is at the address it names.
      const sourceBlock = new RegExp(`<div class="demo-source" id="demo-${name}-source"([^>]*)>`).exec(body);
      if (sourceBlock) {
        const url = /data-js="(\/demo-js\/[^"]+\.[0-9a-f]{10}\.json)"/.exec(sourceBlock[1])?.[1];
        expect(url, `demo ${name} of ${pathname}`).toBeDefined();
        const { variants } = JSON.parse(fs.readFileSync(path.join(OUT_DIR, url!), 'utf8')) as { variants: Array<{ styling: string; html: string }> };
        expect(variants[0].styling).toBe('system');
        expect(variants.every((variant) => variant.html.includes('<span class="token'))).toBe(true);
      }
    }
    expect(body).not.toContain('data-variant="JS"><div class="demo-code-full">');
    // The navigation is server-rendered too, with the current page marked (the blog is reached from the app bar).
    expect(body).toMatch(/<nav aria-label="Main navigation"[^>]*>/);
    if (pathname === BLOG_PATH || isBlogPost(pathname)) {
      return;
    }
    expect(body).toMatch(new RegExp(`<a[^>]*href="${pathname}/"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="${pathname}/"`));
  });

  it('gives each kind of page the interface strings it shows, and not the others', () => {
    const groups = (file: string) => {
      const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(readHtml(file))?.[1] ?? '{}';
      const messages = (JSON.parse(data) as { props?: { pageProps?: { messages?: Record<string, string> } } }).props?.pageProps?.messages ?? {};
      return new Set(Object.keys(messages).map((key) => key.slice(0, key.indexOf('.'))));
    };
    const post = Object.keys(contentIndex).find((pathname) => isBlogPost(pathname))!;
    // The frame's own strings (app bar, settings, badges, footer, table of contents), a post's byline and the page's
    // actions are exported markup: the browser never renders them, so they are in no page's props.
    const serverOnly = ['appFrame', 'settings', 'badges', 'toc', 'heading', 'footer', 'blog', 'pageActions'];
    const cases: Array<[string, string[], string[]]> = [
      // [page, groups it has, groups it lacks]
      ['guides/migration-v4/index.html', ['search', 'code', 'island', 'feedback'], ['api', 'demo', 'notFound', ...serverOnly]],
      ['zh/guides/migration-v4/index.html', ['search'], ['api', 'demo', 'notFound', ...serverOnly]],
      ['components/buttons/index.html', ['search', 'demo'], ['api', 'notFound', ...serverOnly]],
      ['zh/components/buttons/index.html', ['demo'], ['api']],
      // An API page's own strings are in its static body, not its props (the body never re-renders).
      ['api/button/index.html', ['search'], ['api', 'demo', 'notFound', ...serverOnly]],
      [fileOfPath(post), ['search'], ['api', 'notFound', ...serverOnly]],
      ['index.html', ['search'], ['api', 'demo', 'notFound', ...serverOnly]],
    ];
    for (const [file, has, lacks] of cases) {
      const present = groups(file);
      expect(has.filter((group) => !present.has(group)), `${file} lacks`).toEqual([]);
      expect(lacks.filter((group) => present.has(group)), `${file} carries`).toEqual([]);
    }
    // A demo's toolbar labels are its markup's too; the strings its code reads stay in the props.
    const buttons = JSON.parse(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(readHtml('components/buttons/index.html'))![1]) as {
      props: { pageProps: { messages: Record<string, string> } };
    };
    expect(buttons.props.pageProps.messages['demo.copied']).toBe('Source copied');
    expect(buttons.props.pageProps.messages['demo.showCode']).toBeUndefined();
    expect(readHtml('components/buttons/index.html')).toContain('<span class="label-show">Show code</span>');
    expect(readHtml(fileOfPath(post))).toContain(`class="post-authors" aria-label="Authors"`);
    // …as the frame's: the settings panel's title, in each language.
    expect(readHtml('index.html')).toContain('<h2 id="settings-title">Settings</h2>');
    expect(readHtml('zh/guides/migration-v4/index.html')).toMatch(/<h2 id="settings-title">[^<A-Za-z]+<\/h2>/);
    // …which shows them in each language.
    expect(readHtml('api/button/index.html')).toContain('<h2 id="props">Props</h2>');
    expect(readHtml('zh/api/button/index.html')).toContain('<h2 id="props">属性</h2>');
  });

  it('ships no syntax highlighter or Markdown compiler to the browser', () => {
    const chunks = fs
      .readdirSync(path.join(OUT_DIR, '_next/static'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const offenders = chunks.filter((file) => {
      const code = fs.readFileSync(path.join(OUT_DIR, '_next/static', file), 'utf8');
      // Strings that survive minification: Prism's core reads `data-manual`; the MDX compiler names `mdxjsEsm` nodes.
      return /data-manual|mdxjsEsm|micromark/.test(code);
    });
    expect(offenders).toEqual([]);
  });

  it('references only scripts that exist', () => {
    const missing = new Set<string>();
    for (const file of pages) {
      for (const [, src] of readHtml(file).matchAll(/<script[^>]+src="([^"]+)"/g)) {
        if (!fs.existsSync(path.join(OUT_DIR, src))) {
          missing.add(`${file}: ${src}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
