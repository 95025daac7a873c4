// The API pages say what changed since the previous major (issue 30): badges beside new, renamed and deprecated
// names, a "Changes since v7" section, the areas' changes pages, and the same data in the JSON files.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { ApiChanges } from '../../src/core/api';
import { OUT_DIR, htmlFiles, readHtml } from '../support/site';

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(OUT_DIR, file), 'utf8')) as T;
const documentOf = (page: string) => new JSDOM(readHtml(`${page.replace(/^\//, '')}index.html`)).window.document;
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

interface PageJson {
  name: string;
  props: Array<{ name: string; deprecated: string | null }>;
  slots: Array<{ name: string }>;
  classes: Array<{ key: string }>;
  changes: ApiChanges | null;
}

/** Every English API page of a component or an interface with its JSON. */
const apiPages = htmlFiles()
  .map((file) => `/${file.replace(/index\.html$/, '')}`)
  .filter((page) => /^\/(?:x\/)?api\/./.test(page) && !/\/api\/changes\/$/.test(page))
  .filter((page) => fs.existsSync(path.join(OUT_DIR, `${page.replace(/\/$/, '')}.json`)));

describe('what changed since the previous major, on the API pages', () => {
  it('marks the Data Grid’s showToolbar prop new in v8, in both languages', () => {
    const row = documentOf('/x/api/data-grid/data-grid/').getElementById('prop-showToolbar');
    expect(text(row?.querySelector('.api-name .api-badge-new'))).toBe('New in v8');
    const zh = documentOf('/zh/x/api/data-grid/data-grid/').getElementById('prop-showToolbar');
    expect(text(zh?.querySelector('.api-name .api-badge-new'))).toBe('v8 新增');
    // A prop v7 had carries no badge.
    expect(documentOf('/x/api/data-grid/data-grid/').querySelector('#prop-rows .api-badge-new')).toBeNull();
  });

  it('shows unstable_dataSource → dataSource as a rename, with the migration guide’s section', () => {
    const document = documentOf('/x/api/data-grid/data-grid-pro/');
    const section = document.querySelector('.api-changes');
    expect(text(section?.querySelector('h2'))).toBe('Changes since v7');
    const item = [...(section?.querySelectorAll('li') ?? [])].find((li) => text(li).startsWith('unstable_dataSource '));
    expect(text(item)).toMatch(/^unstable_dataSource renamed to dataSource \(migration guide\)$/);
    const guide = item?.querySelector('a')?.getAttribute('href') ?? '';
    expect(guide).toMatch(/^\/x\/migration\/migration-data-grid-v7\/#[\w-]+$/);
    // The section it links to exists and names the old prop.
    const [guidePage, hash] = guide.split('#');
    const heading = documentOf(guidePage).getElementById(hash);
    expect(heading).not.toBeNull();
    // The changes page lists the rename under the component.
    const log = documentOf('/x/api/changes/').getElementById('changes-DataGridPro');
    expect(text(log)).toContain('unstable_dataSource → dataSource');
  });

  it('a Pro component lists what its community package declares for it, with the rename beside the new name', () => {
    const document = documentOf('/x/api/data-grid/data-grid-pro/');
    for (const name of ['rows', 'columns', 'pagination', 'rowSpanning']) {
      expect(document.getElementById(`prop-${name}`), name).not.toBeNull();
    }
    const badge = document.querySelector('#prop-dataSource .api-badge-renamed');
    expect(text(badge)).toBe('Renamed from unstable_dataSource');
    expect(document.querySelector('#prop-dataSource .api-badge-new')).toBeNull();
    // A Pro chart lists the community chart's series and axes.
    const chart = documentOf('/x/api/charts/bar-chart-pro/');
    for (const name of ['series', 'xAxis', 'yAxis', 'zoomData']) {
      expect(chart.querySelector(`[id="prop-${name}"]`), name).not.toBeNull();
    }
  });

  it('every removed prop, slot and class appears in its component’s changes section, and every badge matches the data', () => {
    let removals = 0;
    let badges = 0;
    for (const page of apiPages) {
      const data = readJson<PageJson>(`${page.replace(/^\//, '').replace(/\/$/, '')}.json`);
      // Read as text (a DOM of 300 whole pages takes a minute): the section, then each table row.
      const html = readHtml(`${page.replace(/^\//, '')}index.html`);
      const start = html.indexOf('<section class="api-changes">');
      if (!data.changes) {
        expect(start, page).toBe(-1);
        continue;
      }
      const section = new JSDOM(html.slice(start, html.indexOf('</section>', start) + '</section>'.length)).window.document;
      const listed = new Set([...section.querySelectorAll('li > code:first-child')].map((code) => code.textContent));
      for (const entry of [...data.changes.props.removed, ...data.changes.slots.removed, ...data.changes.classes.removed]) {
        expect(listed.has(entry.name), `${page} ${entry.name}`).toBe(true);
        removals += 1;
      }
      // "New in v8" beside exactly the listed names the previous major lacked.
      const marked = { prop: [] as string[], slot: [] as string[], class: [] as string[] };
      for (const [, kind, name, row] of html.matchAll(/<tr id="(prop|slot|class)-([^"]+)">(.*?)<\/tr>/gs)) {
        if (row.includes('api-badge-new')) {
          marked[kind as keyof typeof marked].push(name);
        }
      }
      const own = new Set(data.props.map((prop) => prop.name));
      expect(marked.prop.filter((name) => own.has(name)).sort(), page).toEqual(
        data.changes.props.added.filter((name) => own.has(name)).sort(),
      );
      expect(marked.slot.sort(), page).toEqual(
        data.changes.slots.added.filter((name) => data.slots.some((slot) => slot.name === name)).sort(),
      );
      expect(marked.class.sort(), page).toEqual(
        data.changes.classes.added.filter((key) => data.classes.some((entry) => entry.key === key)).sort(),
      );
      badges += marked.prop.length + marked.slot.length + marked.class.length;
    }
    expect(removals).toBeGreaterThan(100);
    expect(badges).toBeGreaterThan(200);
  });

  it('a deprecated prop shows the badge and its tag’s text', () => {
    const document = documentOf('/x/api/data-grid/data-grid/');
    const row = document.getElementById('prop-autoHeight');
    expect(text(row?.querySelector('.api-badge-deprecated'))).toBe('Deprecated');
    const data = readJson<PageJson>('x/api/data-grid/data-grid.json');
    const note = data.props.find((prop) => prop.name === 'autoHeight')!.deprecated!;
    expect(note).toMatch(/flex parent/);
    expect(text(row?.querySelector('.api-deprecated'))).toBe(`Deprecated. ${note}`);
    // Deprecated since v8 on the Pro grid (v7's had no tag): listed with its text in the changes section.
    const proData = readJson<PageJson>('x/api/data-grid/data-grid-pro.json');
    const newly = proData.changes!.props.deprecated.find((entry) => entry.name === 'onFetchRows')!;
    expect(newly).toMatchObject({ newly: true, text: expect.stringMatching(/lazy-loading/) });
    const pro = documentOf('/x/api/data-grid/data-grid-pro/');
    const item = [...pro.querySelectorAll('.api-changes li')].find((li) => text(li).startsWith('onFetchRows:'));
    expect(text(item)).toBe(`onFetchRows: ${newly.text}`);
  });

  it('a component new in this major is marked new at the top, without badges on each row', () => {
    const data = readJson<PageJson>('x/api/data-grid/prompt-field.json');
    expect(data.changes?.isNew).toBe(true);
    const document = documentOf('/x/api/data-grid/prompt-field/');
    expect(text(document.querySelector('.api-changes'))).toContain('PromptField is new in v8');
    expect(document.querySelectorAll('tr .api-badge-new')).toHaveLength(0);
  });
});

describe('the changes pages', () => {
  it.each([
    ['/x/api/changes/', 'Changes since v7', '自 v7 以来的变更', 'DataGrid'],
    ['/api/changes/', 'Changes since v6', '自 v6 以来的变更', 'Grid'],
  ])('%s lists every changed component in both languages, in the navigation, with its JSON', (page, title, zhTitle, sample) => {
    const document = documentOf(page);
    expect(text(document.querySelector('h1'))).toBe(title);
    expect(text(documentOf(`/zh${page}`).querySelector('h1'))).toBe(zhTitle);
    // In the drawer of its area's pages.
    const link = document.querySelector(`nav a[href="${page}"]`);
    expect(link).not.toBeNull();
    const json = readJson<{ pages: Array<{ name: string; url: string }>; removedComponents: Array<{ name: string }> }>(
      `${page.slice(1, -1)}.json`,
    );
    const listed = [...document.querySelectorAll('#changed-components + ul > li, .api-changelog > li[id^="changes-"]')].map((li) =>
      li.id.slice('changes-'.length),
    );
    expect(listed).toContain(sample);
    // Every page the JSON lists is on the page, linking its API page.
    for (const entry of json.pages) {
      expect(document.querySelector(`a[href^="${new URL(entry.url).pathname}"]`), entry.name).not.toBeNull();
    }
    expect(json.removedComponents.length).toBeGreaterThan(0);
    for (const entry of json.removedComponents) {
      expect(text(document.getElementById('removed-components')?.nextElementSibling?.nextElementSibling)).toContain(entry.name);
    }
  });

  it('the Material UI changes page shows Grid’s breakpoint props replaced by size (v7’s Grid is v6’s Grid2)', () => {
    const item = documentOf('/api/changes/').getElementById('changes-Grid');
    expect(text(item)).toContain('xs → size');
    expect(text(documentOf('/api/changes/').getElementById('removed-components')?.parentElement)).toContain('Hidden');
  });
});
