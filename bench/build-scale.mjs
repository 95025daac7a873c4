// Figure, not a test: how the build scales with content. Generates N synthetic MDX pages (default 1000)
// into .bench/content/, builds the site with them into .bench/out/, and prints total seconds and the
// milliseconds each extra page costs over a build without them. Builds start cold (no .next/ cache), as in
// CI; a warm rebuild (nothing changed) is timed last.
// Usage: npm run bench:build-scale [-- N] [-- --no-baseline]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1000);
const withBaseline = !process.argv.includes('--no-baseline');
const contentDir = path.join(root, '.bench/content');
const distDir = '.bench/out';
const GROUP_SIZE = 50;

function pageSource(index) {
  const n = String(index).padStart(4, '0');
  return `---
description: Synthetic page ${n} of the build-scale benchmark, shaped like a typical guide page.
---

This page exists to measure how the build grows with content. It has prose, headings, a table and code.

## Overview of item ${n}

Item ${n} is configured with a theme and rendered inside a provider. The paragraphs are long enough to look like
real documentation, with \`inline code\`, **strong text** and [a link](/getting-started/installation/).

| Option | Type | Default |
| --- | --- | --- |
| \`size\` | \`'small' \\| 'medium'\` | \`'medium'\` |
| \`color\` | \`string\` | \`'primary'\` |
| \`disabled\` | \`boolean\` | \`false\` |

### Basic usage

\`\`\`tsx
import Button from '@mui/material/Button';

export default function Item${n}() {
  const [count, setCount] = React.useState(${index});
  return (
    <Button variant="contained" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </Button>
  );
}
\`\`\`

### Installation

\`\`\`bash
npm install @mui/material @emotion/react @emotion/styled
\`\`\`

## Customization

> [!TIP]
> Prefer theme overrides to one-off styles when a change applies everywhere.

Each option can be set through the theme's \`components\` key or per instance with the \`sx\` prop.

- First point about item ${n}.
- Second point, with more words to fill the line.
- Third point.

## Accessibility

Give the control an accessible name, keep focus visible and do not rely on colour alone.
`;
}

function writeContent() {
  fs.rmSync(contentDir, { recursive: true, force: true });
  const groups = [];
  for (let index = 0; index < count; index += 1) {
    const slug = `item-${String(index).padStart(4, '0')}`;
    const pathname = `/bench/${slug}`;
    const dir = path.join(contentDir, 'bench', slug);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${slug}.mdx`), pageSource(index));
    const group = Math.floor(index / GROUP_SIZE);
    groups[group] ??= { pathname: `/bench/group-${group}`, title: `Group ${group + 1}`, children: [] };
    groups[group].children.push({ pathname, title: `Item ${index}` });
  }
  fs.writeFileSync(
    path.join(contentDir, 'nav.json'),
    JSON.stringify([{ pathname: '/bench', title: 'Build scale', subheader: true, children: groups }]),
  );
}

function build(extraContent, { cold = true } = {}) {
  if (cold) {
    fs.rmSync(path.join(root, '.next'), { recursive: true, force: true });
  }
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DOCS_DIST_DIR: distDir,
      ...(extraContent ? { DOCS_EXTRA_CONTENT_DIR: path.relative(root, contentDir) } : {}),
    },
  });
  if (result.status !== 0) {
    console.error('Build failed.');
    process.exit(1);
  }
  return (performance.now() - started) / 1000;
}

writeContent();
console.log(`build-scale: ${count} synthetic pages in ${path.relative(root, contentDir)}/`);
const baseline = withBaseline ? build(false) : null;
if (baseline !== null) {
  console.log(`  cold baseline build (site only): ${baseline.toFixed(1)} s`);
}
const total = build(true);
// Each synthetic page is exported once per language (/bench/… and /zh/bench/…).
const exported = ['bench', 'zh/bench']
  .filter((dir) => fs.existsSync(path.join(root, distDir, dir)))
  .reduce(
    (sum, dir) =>
      sum +
      fs.readdirSync(path.join(root, distDir, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).length,
    0,
  );
console.log(
  `  cold build with ${count} pages:   ${total.toFixed(1)} s (${exported} HTML pages exported from them, all languages)`,
);
console.log(`  per exported page, whole build: ${((total * 1000) / exported).toFixed(1)} ms`);
if (baseline !== null) {
  console.log(
    `  per extra exported page:        ${(((total - baseline) * 1000) / exported).toFixed(1)} ms over the baseline`,
  );
}
const warm = build(true, { cold: false });
console.log(
  `  warm rebuild, nothing changed:  ${warm.toFixed(1)} s (${((warm * 1000) / exported).toFixed(1)} ms per exported page)`,
);
// Leave the real index and out/ as they were.
spawnSync('npm', ['run', 'generate'], { cwd: root, stdio: 'ignore' });
