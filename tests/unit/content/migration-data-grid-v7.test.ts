// @vitest-environment node
// The Data Grid v7 → v8 migration guide against the installed 8.10.2 packages: each change it documents is checked
// in the package's code, typings or package.json, and every name its code imports from a grid package exists.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { declarationFile, typingsOf } from './typings';

const root = path.resolve(__dirname, '../../..');
const guide = fs.readFileSync(
  path.join(root, 'data/x/migration/migration-data-grid-v7/migration-data-grid-v7.mdx'),
  'utf8',
);
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const GRID_PACKAGES = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'];

interface ExportTarget {
  types?: string;
  default: string;
}
interface GridPackageJson {
  version: string;
  exports: Record<string, { import: ExportTarget; require: ExportTarget } | null | string>;
  sideEffects: boolean | string[];
}

const packageDir = (name: string) => path.dirname(requireFromRoot.resolve(`${name}/package.json`));
const packageJson = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as GridPackageJson;

/** The first `.css` file a module reaches through its relative imports and requires, breadth first. */
function firstCssImport(entry: string): string | null {
  const queue = [entry];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const file = queue.shift()!;
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*|\brequire\()\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      let target = path.resolve(path.dirname(file), match[1]);
      if (target.endsWith('.css')) {
        return target;
      }
      if (!fs.existsSync(target) || fs.statSync(target).isDirectory()) {
        target =
          [`${target}.js`, path.join(target, 'index.js')].find((candidate) => fs.existsSync(candidate)) ?? target;
      }
      if (fs.existsSync(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return null;
}

/** The text of the guide's section (## or ###) whose heading contains the given text, code included. */
function section(headingText: string): string {
  const lines = guide.split('\n');
  let fenced = false;
  const isHeading = lines.map((line) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    return !fenced && /^#{2,3} /.test(line);
  });
  const start = lines.findIndex((line, index) => isHeading[index] && line.includes(headingText));
  expect(start, `a section about ${headingText}`).toBeGreaterThanOrEqual(0);
  const level = lines[start].indexOf(' ');
  const end = lines.findIndex((line, index) => index > start && isHeading[index] && line.indexOf(' ') <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The rows of the first Markdown table in a text, as arrays of cells. */
function tableRows(text: string): string[][] {
  const rows = text.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

describe('the Data Grid v7 migration guide against the installed packages', () => {
  let community: ReturnType<typeof typingsOf>;
  let premium: ReturnType<typeof typingsOf>;
  let pro: ReturnType<typeof typingsOf>;

  beforeAll(() => {
    community = typingsOf(declarationFile('@mui/x-data-grid', 'index.d.ts'));
    pro = typingsOf(declarationFile('@mui/x-data-grid-pro', 'index.d.ts'));
    premium = typingsOf(declarationFile('@mui/x-data-grid-premium', 'index.d.ts'));
  }, 120_000);

  it('checks the packages it migrates to', () => {
    for (const name of GRID_PACKAGES) {
      expect(packageJson(name).version).toMatch(/^8\./);
    }
  });

  it('explains the stylesheet that the ES module and CommonJS entries import', () => {
    const grid = packageJson('@mui/x-data-grid');
    const entry = grid.exports['.'];
    expect(entry && typeof entry === 'object').toBe(true);
    const { import: esm, require: cjs } = entry as { import: ExportTarget; require: ExportTarget };
    const esmCss = firstCssImport(path.join(packageDir('@mui/x-data-grid'), esm.default));
    const cjsCss = firstCssImport(path.join(packageDir('@mui/x-data-grid'), cjs.default));
    expect(esmCss, 'the ES module entry imports a stylesheet').not.toBeNull();
    expect(cjsCss, 'the CommonJS entry requires a stylesheet').not.toBeNull();
    expect(grid.sideEffects).toEqual(expect.arrayContaining([expect.stringMatching(/\.css$/)]));

    const text = section('stylesheet');
    expect(text).toContain(path.basename(esmCss!));
    expect(text).toContain('sideEffects');
    // Bundlers and both test runners, with the setting that makes each accept the import.
    expect(text).toMatch(/webpack/i);
    expect(text).toMatch(/Jest/);
    expect(text).toMatch(/Vitest/);
    expect(guide).toContain('moduleNameMapper');
    expect(guide).toMatch(/server:\s*\{\s*deps:\s*\{\s*inline:/);
  });

  it('says the /modern and /node builds are gone, which they are', () => {
    for (const name of GRID_PACKAGES) {
      for (const folder of ['modern', 'node']) {
        expect(fs.existsSync(path.join(packageDir(name), folder)), `${name}/${folder}`).toBe(false);
        expect(() => requireFromRoot.resolve(`${name}/${folder}`), `${name}/${folder}`).toThrow();
      }
      expect(Object.keys(packageJson(name).exports)).not.toContain('./modern');
    }
    const text = section('/modern');
    expect(text).toContain('@mui/x-data-grid/modern');
    expect(text).toContain('exports');
  });

  it('documents the removal of columnUnsortedIcon and names replacement slots that exist', () => {
    const slots = premium.keysAt('DataGridPremiumProps', ['slots']);
    expect(slots).toContain('columnSortedAscendingIcon');
    expect(slots).not.toContain('columnUnsortedIcon');
    const text = section('columnUnsortedIcon');
    const iconSlots = [...new Set([...text.matchAll(/\b(column[A-Za-z]*Icon)\b/g)].map((match) => match[1]))];
    expect(iconSlots).toContain('columnUnsortedIcon');
    for (const name of iconSlots.filter((slot) => slot !== 'columnUnsortedIcon')) {
      expect(slots, name).toContain(name);
    }
    expect(iconSlots.length).toBeGreaterThan(1);
  });

  it('maps each unstable_ prop to a prop of the plan it names, which no longer takes the old name', () => {
    const planProps = {
      MIT: community.keysOf('DataGridProps'),
      Pro: pro.keysOf('DataGridProProps'),
      Premium: premium.keysOf('DataGridPremiumProps'),
    };
    expect(planProps.Pro).toContain('dataSource');
    expect(planProps.Pro).not.toContain('unstable_dataSource');
    const rows = tableRows(section('Features that became stable')).filter(
      ([before, after]) => /^`unstable_\w+`$/.test(before) && /^`\w+`$/.test(after),
    );
    expect(rows.map(([before]) => before)).toContain('`unstable_dataSource`');
    for (const [before, after, plan] of rows) {
      const props = planProps[plan.split(' ')[0] as keyof typeof planProps];
      expect(props, plan).toBeDefined();
      expect(props, after).toContain(codeSpans(after)[0]);
      expect(planProps.Premium, before).not.toContain(codeSpans(before)[0]);
    }
  });

  it('calls only data source API methods that the installed GridApi has', () => {
    const apiKeys = community.keysOf('GridApi');
    expect(apiKeys).toContain('dataSource');
    expect(apiKeys).not.toContain('unstable_dataSource');
    const methods = community.keysOf('GridDataSourceApiBase');
    const text = section('The data source')
      .split('\n')
      .filter((line) => !line.startsWith('-'))
      .join('\n');
    const called = [...text.matchAll(/apiRef\.current\??\.dataSource\.(\w+)/g)].map((match) => match[1]);
    expect(called.length, 'a call through apiRef.current.dataSource').toBeGreaterThan(0);
    called.forEach((name) => expect(methods, name).toContain(name));
  });

  it('documents GridPortalWrapper, which the community package exports and the others re-export', () => {
    expect(community.exportNames()).toContain('GridPortalWrapper');
    expect(pro.exportNames()).toContain('GridPortalWrapper');
    expect(premium.exportNames()).toContain('GridPortalWrapper');
    expect(section('GridPortalWrapper')).toMatch(/import \{[^}]*\bGridPortalWrapper\b[^}]*\} from '@mui\/x-data-grid'/);
  });

  it('describes the filter input props as the installed typings declare them', () => {
    const keys = community.keysOf('GridFilterInputValueProps');
    const rootKeys = community.keysAt('GridFilterInputValueProps', ['slotProps', 'root']);
    const exists = (name: string) => {
      const [first, ...rest] = name.split('.');
      if (!keys.includes(first)) return false;
      return (
        rest.length === 0 ||
        (first === 'slotProps' && rest[0] === 'root' && (rest.length === 1 || rootKeys.includes(rest[1])))
      );
    };
    const rows = tableRows(section('filter inputs'));
    expect(rows.length).toBeGreaterThan(0);
    let checked = 0;
    for (const [before, after] of rows) {
      const plain = (cell: string) => codeSpans(cell).filter((span) => /^[\w.]+$/.test(span) && span.length > 1);
      const old = plain(before);
      const current = plain(after);
      // A row about a generic type gives its signature first: check the number of type parameters, and the other
      // names of the row as properties of that type.
      const signature = /^`(\w+)<([^>]+)>/.exec(after);
      if (signature) {
        const [, name, parameters] = signature;
        expect(community.typeParameterCount(name), name).toBe(parameters.split(',').length);
        const typeKeys = community.keysOf(name);
        current.forEach((key) => expect(typeKeys, `${name}.${key}`).toContain(key));
        checked += 1 + current.length;
        continue;
      }
      if (after === 'unchanged') {
        old.forEach((name) => expect(exists(name), name).toBe(true));
      } else if (old.length > 0) {
        old.forEach((name) => expect(exists(name), `${name} was removed`).toBe(false));
        current.forEach((name) => expect(exists(name), name).toBe(true));
      } else {
        current.forEach((name) => expect(exists(name), name).toBe(true));
      }
      checked += old.length + current.length;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('imports in its code only names the grid packages export', () => {
    const exportsOf = {
      '@mui/x-data-grid': community,
      '@mui/x-data-grid-pro': pro,
      '@mui/x-data-grid-premium': premium,
    };
    const code = [...guide.matchAll(/```(tsx|ts|jsx|js|diff)\n([\s\S]*?)```/g)]
      .map(([, , body]) =>
        body
          .split('\n')
          .filter((line) => !line.startsWith('-'))
          .map((line) => line.replace(/^\+/, ''))
          .join('\n'),
      )
      .join('\n');
    const imports = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(@mui\/x-data-grid(?:-pro|-premium)?)'/g)];
    expect(imports.length).toBeGreaterThan(0);
    for (const [, names, from] of imports) {
      const exported = exportsOf[from as keyof typeof exportsOf].exportNames();
      for (const name of names
        .split(',')
        .map(
          (part) =>
            part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        )
        .filter(Boolean)) {
        expect(exported, `${name} from ${from}`).toContain(name);
      }
    }
  });
});
