// @vitest-environment node
// The installation page must tell readers to install what Material UI needs but no package manager installs: the
// optional peer dependencies of @mui/material that its default styling engine imports. Both facts are read from the
// installed packages.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proseOf } from './prose';

const root = path.resolve(__dirname, '../../..');
const page = fs.readFileSync(path.join(root, 'data/getting-started/installation/installation.mdx'), 'utf8');
const prose = proseOf(page);

interface PackageJson {
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const requireFromRoot = createRequire(path.join(root, 'package.json'));
const material = requireFromRoot('@mui/material/package.json') as PackageJson;
const optionalPeers = Object.keys(material.peerDependencies ?? {}).filter(
  (name) => material.peerDependenciesMeta?.[name]?.optional,
);

/** The packages the default styling engine imports, as resolved from @mui/material's own @mui/system. */
function stylingEngineImports(): Set<string> {
  const fromMaterial = createRequire(requireFromRoot.resolve('@mui/material/package.json'));
  const fromSystem = createRequire(fromMaterial.resolve('@mui/system/package.json'));
  const engineEntry = fromSystem.resolve('@mui/styled-engine');
  const source = fs.readFileSync(engineEntry, 'utf8');
  return new Set([...source.matchAll(/(?:require\(|from )["']((?:@[^/"']+\/)?[^/"']+)/g)].map((match) => match[1]));
}

/** Packages marked optional that Material UI cannot run without in its default setup. */
const requiredOptionalPeers = optionalPeers.filter((name) => stylingEngineImports().has(name));

/** The rows of the Markdown table whose header has the given cells, as objects keyed by header. */
function tableRows(text: string, firstHeader: string): Array<Record<string, string>> {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${firstHeader} |`));
  if (start < 0) {
    return [];
  }
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const headers = cells(lines[start]);
  const rows: Array<Record<string, string>> = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(Object.fromEntries(cells(line).map((cell, index) => [headers[index], cell])));
  }
  return rows;
}

describe('the installation page and the optional peer dependencies of @mui/material', () => {
  it('finds Emotion among the optional peers the default styling engine imports', () => {
    expect(requiredOptionalPeers.length).toBeGreaterThan(0);
    expect(requiredOptionalPeers.every((name) => name.startsWith('@emotion/'))).toBe(true);
  });

  it('includes them in every command that installs @mui/material with the default engine', () => {
    const commands = [...page.matchAll(/^\s*((?:npm install|pnpm add|yarn add) .*@mui\/material\b.*)$/gm)]
      .map((match) => match[1])
      .filter((command) => !command.includes('@mui/styled-engine-sc') && !/@mui\/material@/.test(command));
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) {
      for (const name of requiredOptionalPeers) {
        expect(command.split(/\s+/), command).toContain(name);
      }
    }
  });

  it('marks them as packages the reader installs, in the table of peer dependencies', () => {
    const rows = tableRows(prose, 'Package');
    for (const name of requiredOptionalPeers) {
      const row = rows.find((candidate) => candidate.Package === `\`${name}\``);
      expect(row, name).toBeDefined();
      const installColumn = Object.keys(row!).find((header) => /install/i.test(header));
      expect(installColumn, 'a column saying whether the reader installs the package').toBeDefined();
      expect(row![installColumn!], name).toMatch(/^yes\b/i);
    }
  });

  it('never says package managers install peer dependencies automatically without excepting optional ones', () => {
    const sentences = prose.split(/\n\s*\n/).flatMap((block) => block.replace(/\n/g, ' ').split(/(?<=[.!?])\s+/));
    const automatic = sentences.filter((sentence) => /peer dependenc/i.test(sentence) && /automatic/i.test(sentence));
    expect(automatic.length).toBeGreaterThan(0);
    for (const sentence of automatic) {
      expect(sentence).toMatch(/optional/i);
      expect(sentence).toMatch(/\b(never|not|only)\b/i);
    }
  });
});
