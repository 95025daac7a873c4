// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  TURBOPACK_LOADER,
  attributeValue,
  deferStartScripts,
  executableInlineScripts,
  inlineScripts,
  isExecutableScript,
  parseTurbopackBootstrap,
  prepareInlineScripts,
  rewriteTurbopackBootstrap,
  scriptHash,
} from '../../../build/inline-scripts';
import { START_SCRIPTS_LOADER, listedStartScripts } from '../../../build/start-scripts.mjs';
import { referencedScripts } from '../../../build/page-weight.mjs';

const PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
const FIRST = { otherChunks: ['static/chunks/a.js', 'static/chunks/b.js'], runtimeModuleIds: [910783, 468146] };
const SECOND = { otherChunks: ['static/chunks/c.js'], runtimeModuleIds: [910783, 997607] };
/** The bootstrap as Next 16 / Turbopack writes it: one statement per chunk group, on lines of their own. */
const BOOTSTRAP = `${PUSH}${JSON.stringify(FIRST)});\n${PUSH}${JSON.stringify(SECOND)});`;

function page(head: string, body = '<div id="__next"></div>') {
  return `<!DOCTYPE html><html><head>${head}<script src="/_next/static/chunks/a.js" defer=""></script></head><body><script>(function(){})()</script>${body}<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></body></html>`;
}

/**
 * Runs scripts in order in a fresh global, with `document.currentScript` pointing at each script's element, then
 * runs what they scheduled: the frame callbacks, then the tasks (a visible page that paints).
 */
function run(scripts: Array<{ text: string; previous?: string }>, initial?: unknown) {
  const scheduled = run.scheduled(initial);
  for (const script of scripts) {
    scheduled.evaluate(script);
  }
  scheduled.paint();
  return scheduled.queue();
}

/**
 * The same, one step at a time: evaluate the scripts, then `paint()` runs the frame and the tasks after it.
 * `visibility` is the page's `document.visibilityState`; `frames: false` leaves `requestAnimationFrame` out.
 */
run.scheduled = (initial: unknown, visibility = 'visible', frames = true) => {
  const frameCallbacks: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const context = vm.createContext({
    JSON,
    document: { currentScript: null as unknown, visibilityState: visibility },
    setTimeout: (callback: () => void) => tasks.push(callback),
    ...(frames ? { requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback) } : {}),
  });
  const global = vm.runInContext('globalThis', context) as Record<string, unknown>;
  if (initial !== undefined) {
    global.TURBOPACK = initial;
  }
  return {
    evaluate(script: { text: string; previous?: string }) {
      (context.document as { currentScript: unknown }).currentScript = {
        previousElementSibling: { textContent: script.previous ?? '' },
      };
      vm.runInContext(script.text, context);
    },
    paint() {
      frameCallbacks.splice(0).forEach((callback) => callback());
      tasks.splice(0).forEach((callback) => callback());
    },
    global,
    queue: () => global.TURBOPACK,
  };
};

describe('inline scripts of a page', () => {
  it('reads attributes in any quoting, bare, and not inside another name', () => {
    expect(attributeValue(' id="x" type="application/json"', 'type')).toBe('application/json');
    expect(attributeValue(" type='module'", 'type')).toBe('module');
    expect(attributeValue(' type=module async', 'type')).toBe('module');
    expect(attributeValue(' async', 'async')).toBe('');
    expect(attributeValue(' data-src="/a.js"', 'src')).toBeNull();
    expect(attributeValue(' data-type="module"', 'type')).toBeNull();
  });

  it('counts scripts without type, with a JavaScript type, module, importmap and speculation rules as executable; data blocks not', () => {
    for (const attributes of [
      '',
      ' type=""',
      ' type="text/javascript"',
      ' type="Application/JavaScript"',
      ' type="module"',
      ' type="speculationrules"',
      ' type="importmap"',
    ]) {
      expect(isExecutableScript(attributes), attributes).toBe(true);
    }
    for (const attributes of [
      ' type="application/json"',
      ' type="application/ld+json"',
      ' id="__NEXT_DATA__" type="application/json"',
      ' type="text/plain"',
    ]) {
      expect(isExecutableScript(attributes), attributes).toBe(false);
    }
  });

  it('lists inline scripts only (not those with src), with their raw text', () => {
    const html = page('<script>a&amp;b</script>', '<script type="application/ld+json">{"a":1}</script>');
    expect(inlineScripts(html).map((script) => script.text)).toEqual([
      'a&amp;b',
      '(function(){})()',
      '{"a":1}',
      '{"props":{}}',
    ]);
    expect(executableInlineScripts(html)).toEqual(['a&amp;b', '(function(){})()']);
  });

  it('hashes a script as the Content-Security-Policy does: SHA-256 of its UTF-8 text, base64', () => {
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(scriptHash('é')).toBe(`sha256-${createHash('sha256').update(Buffer.from('é', 'utf8')).digest('base64')}`);
  });
});

describe('parseTurbopackBootstrap', () => {
  it('reads the pushed values of every statement, in order', () => {
    expect(parseTurbopackBootstrap(BOOTSTRAP)).toEqual([FIRST, SECOND]);
    expect(parseTurbopackBootstrap(`${PUSH}${JSON.stringify(FIRST)});`)).toEqual([FIRST]);
  });

  it('finds the end of an argument whose strings contain ");"', () => {
    const tricky = { otherChunks: ['static/chunks/a);b.js'], runtimeModuleIds: [1] };
    expect(parseTurbopackBootstrap(`${PUSH}${JSON.stringify(tricky)});`)).toEqual([tricky]);
  });

  it('refuses any other shape rather than guess', () => {
    for (const text of [
      `${PUSH}{"a":1},{"b":2});`,
      `${PUSH}someVariable);`,
      `${PUSH}{"a":1})`,
      `${PUSH}{"a":1}); alert(1);`,
      `self.__next_f.push([1,"x"]);`,
      `${PUSH}{"a":1});${PUSH}{"a": function(){}});`,
      `${PUSH}{"__proto__":{"x":1}});`,
      '',
    ]) {
      expect(parseTurbopackBootstrap(text), text).toBeNull();
    }
  });
});

describe('rewriteTurbopackBootstrap', () => {
  it('moves the values into a data block followed by the constant loader, in the same place', () => {
    const html = page(`<meta charset="utf-8"><script>${BOOTSTRAP}</script>`);
    const { html: rewritten, rewritten: count, unrecognized } = rewriteTurbopackBootstrap(html);
    expect(count).toBe(1);
    expect(unrecognized).toEqual([]);
    expect(rewritten).toBe(
      html.replace(
        `<script>${BOOTSTRAP}</script>`,
        `<script type="application/json" data-turbopack-boot="">${JSON.stringify([FIRST, SECOND])}</script><script>${TURBOPACK_LOADER}</script>`,
      ),
    );
  });

  it('gives pages of different routes the same executable scripts', () => {
    const other = `${PUSH}${JSON.stringify({ otherChunks: ['static/chunks/z.js'], runtimeModuleIds: [1, 2] })});`;
    const a = rewriteTurbopackBootstrap(page(`<script>${BOOTSTRAP}</script>`)).html;
    const b = rewriteTurbopackBootstrap(page(`<script>${other}</script>`)).html;
    expect(executableInlineScripts(a)).toEqual(executableInlineScripts(b));
  });

  it('pushes the same values in the same order as the bootstrap, onto an array or onto the loaded runtime', () => {
    const data = rewriteTurbopackBootstrap(page(`<script>${BOOTSTRAP}</script>`)).html.match(
      /data-turbopack-boot="">([^<]*)</,
    )![1];
    expect(run([{ text: TURBOPACK_LOADER, previous: data }])).toEqual(run([{ text: BOOTSTRAP }]));
    const runtime = () => {
      const seen: unknown[] = [];
      return { seen, push: (value: unknown) => seen.push(value) };
    };
    const viaLoader = run([{ text: TURBOPACK_LOADER, previous: data }], runtime()) as { seen: unknown[] };
    const viaBootstrap = run([{ text: BOOTSTRAP }], runtime()) as { seen: unknown[] };
    expect(viaLoader.seen).toEqual(viaBootstrap.seen);
    expect(viaLoader.seen).toEqual([FIRST, SECOND]);
  });

  it('starts the app only after the page has painted once, unless it is hidden or cannot paint frames', () => {
    const data = JSON.stringify([FIRST, SECOND]);
    const visible = run.scheduled(undefined);
    visible.evaluate({ text: TURBOPACK_LOADER, previous: data });
    // The runtime arrives (a deferred script) before the frame: it finds nothing to start yet.
    expect(visible.queue()).toBeUndefined();
    visible.paint();
    expect(visible.queue()).toEqual([FIRST, SECOND]);
    // The runtime replaces the queue with itself when it loads; the values pushed after that reach the runtime.
    const seen: unknown[] = [];
    const late = run.scheduled([]);
    late.evaluate({ text: TURBOPACK_LOADER, previous: data });
    late.global.TURBOPACK = { push: (value: unknown) => seen.push(value) };
    late.paint();
    expect(seen).toEqual([FIRST, SECOND]);
    for (const options of [{ visibility: 'hidden' }, { frames: false }]) {
      const now = run.scheduled(undefined, options.visibility, options.frames);
      now.evaluate({ text: TURBOPACK_LOADER, previous: data });
      expect(now.queue(), JSON.stringify(options)).toEqual([FIRST, SECOND]);
    }
  });

  it('writes "<" in the data block escaped, so the block cannot end early', () => {
    const value = { otherChunks: ['static/chunks/</script><script>alert(1)//.js'] };
    // A script's text cannot hold "</script>": the bootstrap would have to carry it escaped too.
    const html = page(`<script>${PUSH}${JSON.stringify(value).replace(/</g, '\\u003c')});</script>`);
    const rewritten = rewriteTurbopackBootstrap(html).html;
    expect(rewritten).not.toContain('</script><script>alert');
    const data = rewritten.match(/data-turbopack-boot="">([^<]*)</)![1];
    expect(JSON.parse(data)).toEqual([value]);
  });

  it('leaves a script of an unknown shape inline and reports it', () => {
    const odd = '(globalThis["TURBOPACK"] ||= []).push({"a":1});';
    const html = page(`<script>${odd}</script>`);
    expect(rewriteTurbopackBootstrap(html)).toEqual({ html, rewritten: 0, unrecognized: [odd] });
  });

  it('is idempotent', () => {
    const once = rewriteTurbopackBootstrap(page(`<script>${BOOTSTRAP}</script>`)).html;
    expect(rewriteTurbopackBootstrap(once)).toEqual({ html: once, rewritten: 0, unrecognized: [] });
  });
});

describe('prepareInlineScripts', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rewrites every page of a folder once and lists the distinct executable scripts with their hashes', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'index.html'), page(`<script>${BOOTSTRAP}</script>`));
    fs.writeFileSync(path.join(dir, 'a/index.html'), page(`<script>${PUSH}${JSON.stringify(SECOND)});</script>`));
    fs.writeFileSync(path.join(dir, '404.html'), page(''));
    const report = prepareInlineScripts(dir);
    expect(report.pages).toBe(3);
    expect(report.rewrittenPages).toBe(2);
    expect(report.startListPages).toBe(3);
    expect(report.unrecognized).toEqual([]);
    expect(report.scripts).toEqual(
      [
        { hash: scriptHash('(function(){})()'), pages: 3, text: '(function(){})()' },
        { hash: scriptHash(START_SCRIPTS_LOADER), pages: 3, text: START_SCRIPTS_LOADER },
        { hash: scriptHash(TURBOPACK_LOADER), pages: 2, text: TURBOPACK_LOADER },
      ].sort((a, b) => b.pages - a.pages || a.hash.localeCompare(b.hash)),
    );
    const before = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(before).not.toContain('<script src=');
    expect(listedStartScripts(before)).toEqual(['/_next/static/chunks/a.js']);
    expect(prepareInlineScripts(dir)).toEqual({ ...report, rewrittenPages: 0, startListPages: 0 });
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(before);
  });
});

describe('deferStartScripts', () => {
  const head = [
    '<meta charset="utf-8">',
    '<script src="/_next/static/chunks/a.js" defer=""></script>',
    '<script src="/_next/static/chunks/b.js" defer></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule="" defer=""></script>',
    '<script src="https://cdn.example/x.js" defer=""></script>',
    '<script src="/_next/static/chunks/async.js" async=""></script>',
    '<script type="module" src="/m.js" defer></script>',
    '<script src="/_next/static/chunks/c.js" defer=""></script>',
  ].join('');
  const html = `<!DOCTYPE html><html><head>${head}</head><body><p>Text</p></body></html>`;

  it("lists a page's deferred same-origin classic scripts in one data block and the loader, where the first was", () => {
    const { html: rewritten, scripts } = deferStartScripts(html);
    const list = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js'];
    expect(scripts).toEqual(list);
    expect(rewritten).toBe(
      html
        .replace('<script src="/_next/static/chunks/b.js" defer></script>', '')
        .replace('<script src="/_next/static/chunks/c.js" defer=""></script>', '')
        .replace(
          '<script src="/_next/static/chunks/a.js" defer=""></script>',
          `<script type="application/json" data-start-scripts="">${JSON.stringify(list)}</script><script>${START_SCRIPTS_LOADER}</script>`,
        ),
    );
    // What loads no other way stays a tag: another origin's script, an async one, a module, the polyfills.
    for (const kept of ['noModule', 'cdn.example', 'async.js', '/m.js']) {
      expect(rewritten).toContain(kept);
    }
    expect(listedStartScripts(rewritten)).toEqual(list);
    // The page's weight still counts them.
    expect(referencedScripts(rewritten)).toEqual(expect.arrayContaining(list));
    expect(deferStartScripts(rewritten)).toEqual({ html: rewritten, scripts: [] });
  });

  it('leaves a page without deferred scripts unchanged, and reads no list from a page that has none or a broken one', () => {
    const plain = '<html><head></head><body><script>1</script></body></html>';
    expect(deferStartScripts(plain)).toEqual({ html: plain, scripts: [] });
    expect(listedStartScripts(plain)).toEqual([]);
    expect(listedStartScripts('<script type="application/json" data-start-scripts="">[1,"/a.js"</script>')).toEqual([]);
    expect(listedStartScripts('<script type="application/json" data-start-scripts="">[1,"/a.js"]</script>')).toEqual([
      '/a.js',
    ]);
  });

  /**
   * Runs the loader in a fresh global that records the scripts it appends. `paint(name)` delivers a paint entry to
   * its observer, `timeout()` runs its timer. `observer: false` leaves PerformanceObserver out, `types` sets the
   * entry types the browser supports.
   */
  function loader(
    visibility: string,
    { observer = true, types = ['paint', 'largest-contentful-paint'] as readonly string[] } = {},
  ) {
    const appended: Array<{ src: string; async: boolean }> = [];
    const observers: Array<{ callback: (list: { getEntries(): Array<{ name: string }> }) => void; options: unknown }> =
      [];
    const timers: Array<{ callback: () => void; delay: number }> = [];
    class FakeObserver {
      static supportedEntryTypes = types;
      constructor(private callback: (list: { getEntries(): Array<{ name: string }> }) => void) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options });
      }
    }
    const context = vm.createContext({
      JSON,
      document: {
        visibilityState: visibility,
        currentScript: { previousElementSibling: { textContent: JSON.stringify(['/a.js', '/b.js']) } },
        createElement: () => ({ src: '', async: true }),
        head: { appendChild: (element: { src: string; async: boolean }) => appended.push({ ...element }) },
      },
      setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
      ...(observer ? { PerformanceObserver: FakeObserver } : {}),
    });
    vm.runInContext(START_SCRIPTS_LOADER, context);
    return {
      appended,
      observers,
      timers,
      paint: (name: string) => observers.forEach((entry) => entry.callback({ getEntries: () => [{ name }] })),
      timeout: () => timers.splice(0).forEach((timer) => timer.callback()),
    };
  }

  it('adds the scripts in order, in execution order (async off), once the first contentful paint is reported', () => {
    const visible = loader('visible');
    expect(visible.observers.map((entry) => entry.options)).toEqual([{ type: 'paint', buffered: true }]);
    expect(visible.appended).toEqual([]);
    visible.paint('first-paint');
    expect(visible.appended).toEqual([]);
    visible.paint('first-contentful-paint');
    const both = [
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ];
    expect(visible.appended).toEqual(both);
    // Once only: the fallback timer, or another report, adds nothing more.
    visible.timeout();
    visible.paint('first-contentful-paint');
    expect(visible.appended).toEqual(both);
  });

  it('adds them after 4 s when no paint is reported, and at once on a hidden page or without paint entries', () => {
    const unpainted = loader('visible');
    expect(unpainted.timers.map((timer) => timer.delay)).toEqual([4000]);
    unpainted.timeout();
    expect(unpainted.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
    for (const [visibility, options] of [
      ['hidden', {}],
      ['visible', { observer: false }],
      ['visible', { types: ['resource'] }],
    ] as const) {
      const now = loader(visibility, options);
      expect(
        now.appended.map((script) => script.src),
        `${visibility} ${JSON.stringify(options)}`,
      ).toEqual(['/a.js', '/b.js']);
      expect(now.observers).toEqual([]);
    }
  });
});
