// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IconParseError, classifyIcons, generateIcons, parseIconModule } from '../../../build/generate-icons.mjs';

const iconsDir = path.resolve(__dirname, '../../../node_modules/@mui/icons-material/esm');
const read = (name: string) => fs.readFileSync(path.join(iconsDir, `${name}.js`), 'utf8');

/** The shape of the package's modules, around the given first argument of createSvgIcon. */
const iconModule = (content: string, name = 'Test') => `"use client";

import createSvgIcon from "./utils/createSvgIcon.js";
import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
export default createSvgIcon(${content}, '${name}');`;

describe('parseIconModule on the package', () => {
  it('reads a single path as its path data', () => {
    expect(parseIconModule(read('Delete'))).toEqual({
      name: 'Delete',
      nodes: ['M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z'],
    });
  });

  it('reads an array of children with opacity (two tone)', () => {
    const { name, nodes } = parseIconModule(read('DeleteTwoTone'));
    expect(name).toBe('DeleteTwoTone');
    expect(nodes).toEqual([
      ['path', { d: 'M8 9h8v10H8z', opacity: '.3' }],
      'm15.5 4-1-1h-5l-1 1H5v2h14V4zM6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8z',
    ]);
  });

  it('reads circles among paths', () => {
    const { nodes } = parseIconModule(read('Accessible'));
    const circles = nodes.filter((node) => typeof node !== 'string' && node[0] === 'circle');
    expect(circles.length).toBe(read('Accessible').split('_jsx("circle"').length - 1);
    expect(circles.length).toBeGreaterThan(0);
    for (const circle of circles) {
      expect(Object.keys(circle[1] as object)).toEqual(expect.arrayContaining(['cx', 'cy', 'r']));
    }
  });

  it('flattens React.Fragment and keeps fillOpacity', () => {
    const { nodes } = parseIconModule(read('Battery20'));
    expect(nodes).toHaveLength(2);
    expect(nodes[0]).toBe('M7 17v3.67C7 21.4 7.6 22 8.33 22h7.33c.74 0 1.34-.6 1.34-1.33V17H7z');
    expect(nodes[1]).toEqual(['path', expect.objectContaining({ fillOpacity: '.3' })]);
  });

  it('keeps groups with their props and children', () => {
    const { nodes } = parseIconModule(read('AdminPanelSettingsOutlined'));
    expect(nodes).toHaveLength(1);
    const [tag, props, children] = nodes[0] as [string, Record<string, string>, unknown[]];
    expect(tag).toBe('g');
    expect(props).toEqual({ fillRule: 'evenodd' });
    expect(children[0]).toEqual(['circle', { cx: '17', cy: '15.5', r: '1.12' }]);
    expect(children).toHaveLength(3);
  });

  it('inlines <defs> referenced by <use>, leaving no ids', () => {
    const { nodes } = parseIconModule(read('MedicationLiquidTwoTone'));
    const text = JSON.stringify(nodes);
    expect(text).not.toMatch(/"id"|xlinkHref|"use"|"defs"/);
    expect(nodes[0]).toEqual([
      'g',
      { opacity: '.3' },
      [['path', { d: 'M4 8h10v11H4z', opacity: '.3' }], 'M4 19h10V8H4zm1-7h2.5V9.5h3V12H13v3h-2.5v2.5h-3V15H5z'],
    ]);
    expect(nodes).toContainEqual(['ellipse', { cx: '20', cy: '10', opacity: '.3', rx: '1', ry: '2' }]);
  });

  it('reads every module of the package', () => {
    const files = fs.readdirSync(iconsDir).filter((file) => file.endsWith('.js') && file !== 'index.js');
    const failures = files.filter((file) => {
      try {
        return parseIconModule(fs.readFileSync(path.join(iconsDir, file), 'utf8')).name !== file.slice(0, -3);
      } catch {
        return true;
      }
    });
    expect(files.length).toBeGreaterThan(10000);
    expect(failures).toEqual([]);
  });
});

describe('parseIconModule on malformed input', () => {
  const fails = (source: string, reason: RegExp) => {
    expect(() => parseIconModule(source)).toThrow(IconParseError);
    expect(() => parseIconModule(source)).toThrow(reason);
  };

  it('accepts the minimal shape it is tested against', () => {
    expect(parseIconModule(iconModule('_jsx("path", { d: "M0 0h24v24H0z" })')).nodes).toEqual(['M0 0h24v24H0z']);
  });

  it('rejects a module that is not an icon', () => {
    fails('export default 42;', /react\/jsx-runtime/);
    fails('import { jsx as _jsx } from "react/jsx-runtime";\nexport default function X() {}', /createSvgIcon/);
  });

  it('rejects truncated and unbalanced code', () => {
    fails(iconModule('_jsx("path", { d: "M0 0h24v24H0z"').slice(0, -10), /expected|unexpected|unterminated/);
    fails(iconModule('_jsx("path", { d: "M0 0 }'), /unterminated string/);
    fails(iconModule('[_jsx("path", { d: "M0 0" }) _jsx("path", { d: "M1 1" })]'), /expected "," or "\]"/);
  });

  it('rejects a missing or non-literal name', () => {
    fails(iconModule('_jsx("path", { d: "M0 0" })').replace(", 'Test')", ')'), /expected ","/);
    fails(iconModule('_jsx("path", { d: "M0 0" })').replace("'Test'", 'name'), /icon name/);
  });

  it('rejects computed values, unknown elements, props and unsafe values', () => {
    fails(iconModule('_jsx("path", { d: path })'), /unsupported expression/);
    fails(iconModule('_jsx("path", { d: "M0 0" - x })'), /expected "," or "}"/);
    fails(iconModule('_jsx("image", { href: "x.png" })'), /unsupported element <image>/);
    fails(iconModule('_jsx("path", { d: "M0 0", onClick: "alert(1)" })'), /unsupported prop onClick/);
    fails(iconModule('_jsx("path", { d: "M0 0", fill: "url(#g)" })'), /unsupported value of fill/);
    fails(iconModule('_jsx(Custom, { d: "M0 0" })'), /unsupported element <Custom>/);
  });

  it('rejects <use> of an element that is not defined, and empty icons', () => {
    fails(iconModule('_jsx("use", { xlinkHref: "#missing" })'), /missing element #missing/);
    fails(iconModule('[]'), /no SVG elements/);
  });
});

describe('classifyIcons', () => {
  it('splits theme suffixes only when the base icon exists', () => {
    const bases = classifyIcons([
      'Delete',
      'DeleteOutlined',
      'DeleteTwoTone',
      'DeleteOutline',
      'FaceUnlockOutlined',
      'InsertChart',
      'InsertChartOutlined',
      'InsertChartOutlinedRounded',
    ]);
    expect([...bases.keys()]).toEqual([
      'Delete',
      'DeleteOutline',
      'FaceUnlockOutlined',
      'InsertChart',
      'InsertChartOutlined',
    ]);
    expect(Object.fromEntries(bases.get('Delete')!)).toEqual({
      Filled: 'Delete',
      Outlined: 'DeleteOutlined',
      TwoTone: 'DeleteTwoTone',
    });
    expect(Object.fromEntries(bases.get('FaceUnlockOutlined')!)).toEqual({ Filled: 'FaceUnlockOutlined' });
    // A theme of InsertChart that has themes of its own is also a base.
    expect(bases.get('InsertChart')!.get('Outlined')).toBe('InsertChartOutlined');
    expect(Object.fromEntries(bases.get('InsertChartOutlined')!)).toEqual({
      Filled: 'InsertChartOutlined',
      Rounded: 'InsertChartOutlinedRounded',
    });
  });
});

describe('generateIcons', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes an index and chunks, skipping and counting unreadable modules', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'));
    const esm = path.join(dir, 'esm');
    fs.mkdirSync(esm);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '0.0.1' }));
    for (const name of ['Delete', 'DeleteOutlined', 'DeleteTwoTone', 'Battery20']) {
      fs.copyFileSync(path.join(iconsDir, `${name}.js`), path.join(esm, `${name}.js`));
    }
    fs.writeFileSync(path.join(esm, 'Broken.js'), iconModule('_jsx("path", { d: somewhere })', 'Broken'));
    fs.writeFileSync(path.join(esm, 'index.js'), 'export {};');
    const synonymsFile = path.join(dir, 'synonyms.ts');
    fs.writeFileSync(
      synonymsFile,
      "const synonyms: Record<string, string[]> = { Delete: ['Trash', 'bin'], Nope: ['x'] };\nexport default synonyms;\n",
    );
    const outDir = path.join(dir, 'out');
    const lines: string[] = [];
    const figures = await generateIcons({ iconsDir: esm, outDir, synonymsFile, log: (line) => lines.push(line) });

    expect(figures.parsed).toBe(4);
    expect(figures.skipped).toEqual([{ name: 'Broken', reason: expect.stringMatching(/unsupported expression/) }]);
    expect(figures.perTheme).toEqual({ Filled: 2, Outlined: 1, Rounded: 0, TwoTone: 1, Sharp: 0 });
    expect(figures.unknownSynonyms).toEqual(['Nope']);
    expect(lines.join('\n')).toMatch(/skipped Broken/);

    const index = JSON.parse(fs.readFileSync(path.join(outDir, 'index.json'), 'utf8'));
    expect(index.version).toBe('0.0.1');
    expect(index.icons).toEqual([
      ['Battery20', 1],
      ['Delete', 0b01011],
    ]);
    expect(index.synonyms).toEqual({ Delete: ['trash', 'bin'] });
    expect(fs.readdirSync(outDir).sort()).toEqual([
      'filled-0.json',
      'index.json',
      'outlined-0.json',
      'two-tone-0.json',
    ]);
    const outlined = JSON.parse(fs.readFileSync(path.join(outDir, 'outlined-0.json'), 'utf8'));
    expect(Object.keys(outlined)).toEqual(['Delete']);
  });
});
