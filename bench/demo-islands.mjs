// Figures, not a test: what demo islands save on pages with 10 and 20 live demos.
// Builds the site twice with two synthetic pages of demos (Material UI controls, a date calendar, a chart and a
// data grid, repeated): once as shipped (each demo's code loads when it nears the viewport) and once with every
// demo loaded and hydrated at start-up (`NEXT_PUBLIC_DOCS_DEMOS_EAGER=1`, what a page without islands does).
// For each page it prints the initial JavaScript (gzip), the JavaScript fetched until network idle on a phone
// viewport, and Lighthouse's mobile performance score, TBT, LCP and CLS (median of three runs, through npx).
// Usage: npm run bench:demo-islands [-- --no-build]   (about 5 minutes; needs the npm registry once for Lighthouse)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from '../build/serve.mjs';
import { gzipSize, initialJavaScript } from '../build/page-weight.mjs';
import { chromiumLaunchOptions } from '../build/browser.mjs';
import { medianLighthouse } from './lib/lighthouse.mjs';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, '.bench/demo-islands');

// Demo templates: `NAME` is replaced by each copy's component name.
const TEMPLATES = [
  `import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function NAME() {
  const [count, setCount] = React.useState(0);
  return (
    <ButtonGroup variant="outlined">
      <Button onClick={() => setCount(count - 1)}>Less</Button>
      <Button disabled>{count}</Button>
      <Button onClick={() => setCount(count + 1)}>More</Button>
    </ButtonGroup>
  );
}`,
  `import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';

export default function NAME() {
  return (
    <Stack direction="row" spacing={2}>
      <TextField label="Name" size="small" />
      <TextField label="Email" type="email" size="small" helperText="We never share it" />
    </Stack>
  );
}`,
  `import Slider from '@mui/material/Slider';
import Box from '@mui/material/Box';

export default function NAME() {
  return (
    <Box sx={{ width: 280 }}>
      <Slider defaultValue={30} aria-label="Volume" valueLabelDisplay="auto" />
    </Box>
  );
}`,
  `import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Checkbox from '@mui/material/Checkbox';

export default function NAME() {
  return (
    <FormGroup row>
      <FormControlLabel control={<Switch defaultChecked />} label="Wi-Fi" />
      <FormControlLabel control={<Checkbox />} label="Remember me" />
    </FormGroup>
  );
}`,
  `import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function NAME() {
  const [tags, setTags] = React.useState(['React', 'Design', 'Docs']);
  return (
    <Stack direction="row" spacing={1}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} onDelete={() => setTags(tags.filter((t) => t !== tag))} />
      ))}
    </Stack>
  );
}`,
  `import * as React from 'react';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';

export default function NAME() {
  const [tab, setTab] = React.useState(0);
  return (
    <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Sections">
      <Tab label="Overview" />
      <Tab label="Usage" />
      <Tab label="API" />
    </Tabs>
  );
}`,
  `import Rating from '@mui/material/Rating';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function NAME() {
  return (
    <Stack spacing={2}>
      <Rating defaultValue={3.5} precision={0.5} />
      <Alert severity="info">Ratings are anonymous.</Alert>
    </Stack>
  );
}`,
  `import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function NAME() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-03-14')} referenceDate={dayjs('2026-03-14')} />
    </LocalizationProvider>
  );
}`,
  `import { LineChart } from '@mui/x-charts/LineChart';

export default function NAME() {
  return (
    <LineChart
      height={260}
      xAxis={[{ data: [1, 2, 3, 4, 5, 6], label: 'Week' }]}
      series={[{ data: [3, 5, 4, 8, 7, 9], label: 'Visits (k)' }]}
    />
  );
}`,
  `import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 40 }, (_, index) => ({ id: index + 1, name: \`Item \${index + 1}\`, stock: (index * 37) % 100 }));
const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 120 },
];

export default function NAME() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}`,
];

function writeContent() {
  fs.rmSync(contentDir, { recursive: true, force: true });
  const children = [];
  for (const count of [10, 20]) {
    const slug = `demos-${count}`;
    const dir = path.join(contentDir, 'bench-demos', slug);
    fs.mkdirSync(dir, { recursive: true });
    const sections = [];
    for (let index = 0; index < count; index += 1) {
      const name = `Demo${String(index + 1).padStart(2, '0')}`;
      fs.writeFileSync(
        path.join(dir, `${name}.tsx`),
        `${TEMPLATES[index % TEMPLATES.length].replaceAll('NAME', name)}\n`,
      );
      sections.push(
        `## Example ${index + 1}\n\nA short paragraph before the demo, as a docs page has.\n\n<Demo name="${name}" />\n`,
      );
    }
    fs.writeFileSync(
      path.join(dir, `${slug}.mdx`),
      `---\ndescription: A page with ${count} live demos, for the islands benchmark.\n---\n\n${sections.join('\n')}`,
    );
    children.push({ pathname: `/bench-demos/${slug}`, title: `${count} demos` });
  }
  fs.writeFileSync(
    path.join(contentDir, 'nav.json'),
    JSON.stringify([{ pathname: '/bench-demos', title: 'Demo islands', subheader: true, children }]),
  );
}

function build(distDir, env) {
  console.log(`Building into ${distDir}…`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DOCS_DIST_DIR: distDir,
      DOCS_EXTRA_CONTENT_DIR: path.relative(root, contentDir),
      ...env,
    },
  });
  if (result.status !== 0) {
    console.error('Build failed.');
    process.exit(1);
  }
}

async function fetchedUntilIdle(browser, outDir, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
  const scripts = new Set();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      scripts.add(new URL(request.url()).pathname);
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  // Hydration and the islands' chunks follow the load event; give them time rather than trusting network idle.
  await page.waitForTimeout(4000);
  await page.close();
  return [...scripts].reduce((sum, script) => {
    const file = path.join(outDir, decodeURIComponent(script));
    return fs.existsSync(file) ? sum + gzipSize(file) : sum;
  }, 0);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

writeContent();
const variants = [
  { label: 'islands (as shipped)', distDir: '.bench/islands-out', env: {} },
  { label: 'all demos at start-up', distDir: '.bench/eager-out', env: { NEXT_PUBLIC_DOCS_DEMOS_EAGER: '1' } },
];
if (!process.argv.includes('--no-build')) {
  for (const variant of variants) {
    build(variant.distDir, variant.env);
  }
}
const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
const rows = [];
for (const variant of variants) {
  const outDir = path.join(root, variant.distDir);
  const server = createServer(outDir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  for (const count of [10, 20]) {
    const pathname = `/bench-demos/demos-${count}/`;
    const initial = initialJavaScript(outDir, `bench-demos/demos-${count}/index.html`).total;
    const idle = await fetchedUntilIdle(browser, outDir, `${base}${pathname}`);
    // Median of three runs: single runs vary by several points on a busy machine.
    const lh = await medianLighthouse(`${base}${pathname}`);
    rows.push({ variant: variant.label, count, initial, idle, lh });
  }
  server.close();
}
await browser.close();

console.log(
  '\nPage with N demos                 initial JS   JS in first 4 s (phone)   Lighthouse mobile   TBT      LCP      CLS',
);
for (const { variant, count, initial, idle, lh } of rows) {
  const figures = lh
    ? `${String(lh.scores.performance).padStart(3)}               ${`${Math.round(lh.tbt)} ms`.padEnd(8)} ${`${(lh.lcp / 1000).toFixed(1)} s`.padEnd(8)} ${lh.cls.toFixed(3)}`
    : 'n/a';
  console.log(
    `${`${count} demos, ${variant}`.padEnd(32)} ${kib(initial).padStart(10)}   ${kib(idle).padStart(10)}                ${figures}`,
  );
}
