import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  demoJsData,
  demoJsUrl,
  demoVariantFiles,
  pruneDemoJsFiles,
  writeDemoJsFiles,
} from '../../../build/demos/demoJs.mjs';

const COUNTER = `import * as React from 'react';
import Button from '@mui/material/Button';

export default function Counter() {
  const [count, setCount] = React.useState<number>(0);
  return <Button onClick={() => setCount((value: number) => value + 1)}>Clicked {count} times</Button>;
}`;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-js-'));
const dir = path.join(root, 'data/components/buttons');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'Counter.tsx'), `${COUNTER}\n`);
fs.writeFileSync(path.join(dir, 'Counter.tailwind.tsx'), `${COUNTER.replace('<Button', '<Button className="mt-2"')}\n`);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the demos’ JavaScript versions', () => {
  it('list the demo’s styling variants that exist, MUI System first', () => {
    expect(
      demoVariantFiles(path.join(dir, 'Counter.tsx')).map((variant) => [variant.styling, path.basename(variant.file)]),
    ).toEqual([
      ['system', 'Counter.tsx'],
      ['tailwind', 'Counter.tailwind.tsx'],
    ]);
  });

  it('are named after the sources they come from, so a changed demo gets a new address', () => {
    const url = demoJsUrl('components/buttons/Counter', [{ styling: 'system', source: COUNTER }]);
    expect(url).toMatch(/^\/demo-js\/components\/buttons\/Counter\.[0-9a-f]{10}\.json$/);
    expect(demoJsUrl('components/buttons/Counter', [{ styling: 'system', source: COUNTER }])).toBe(url);
    expect(demoJsUrl('components/buttons/Counter', [{ styling: 'system', source: `${COUNTER} ` }])).not.toBe(url);
    expect(demoJsUrl('components/buttons/Counter', [{ styling: 'css', source: COUNTER }])).not.toBe(url);
  });

  it('hold each variant’s JavaScript highlighted, without types, and its short preview', async () => {
    const { variants } = await demoJsData([{ styling: 'system', source: COUNTER }], 'Counter');
    expect(variants).toHaveLength(1);
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, '')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
    expect(text(variants[0].html)).toContain('React.useState(0)');
    expect(text(variants[0].html)).not.toContain('<number>');
    expect(variants[0].html).toContain('<span class="token');
    expect(text(variants[0].preview!)).toMatch(/^<Button onClick=\{\(\) => setCount\(\(value\) => value \+ 1\)\}>/);
  });

  it('are written at the address the page names, kept while their sources stay the same, and pruned when gone', async () => {
    const siteDir = path.join(root, 'site');
    const demos = {
      'components/buttons/Counter': 'data/components/buttons/Counter.tsx',
      'components/buttons/Gone': 'data/components/buttons/Gone.tsx',
    };
    const result = await writeDemoJsFiles(siteDir, demos, root);
    expect(result.targets).toHaveLength(1);
    expect(result.written).toBe(1);
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/\n$/, '');
    const url = demoJsUrl('components/buttons/Counter', [
      { styling: 'system', source: read('Counter.tsx') },
      { styling: 'tailwind', source: read('Counter.tailwind.tsx') },
    ]);
    expect(result.targets).toEqual([path.join(siteDir, url)]);
    const written = JSON.parse(fs.readFileSync(path.join(siteDir, url), 'utf8'));
    expect(written.variants.map((variant: { styling: string }) => variant.styling)).toEqual(['system', 'tailwind']);
    expect(written.variants[1].html).toContain('mt-2');

    // A second run finds the file of the same sources and writes nothing.
    const again = await writeDemoJsFiles(siteDir, demos, root);
    expect(again).toMatchObject({ targets: result.targets, written: 0, bytes: result.bytes });

    // A changed demo gets a new file; the old one is pruned, and only it.
    fs.writeFileSync(path.join(dir, 'Counter.tsx'), `${COUNTER.replace('times', 'clicks')}\n`);
    const changed = await writeDemoJsFiles(siteDir, demos, root);
    expect(changed.written).toBe(1);
    expect(changed.targets).not.toEqual(result.targets);
    expect(pruneDemoJsFiles(siteDir, changed.targets)).toBe(1);
    expect(fs.existsSync(path.join(siteDir, url))).toBe(false);
    expect(fs.existsSync(changed.targets[0])).toBe(true);
    expect(pruneDemoJsFiles(path.join(root, 'nowhere'), [])).toBe(0);
  });
});
