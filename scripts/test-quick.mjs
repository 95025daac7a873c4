// `npm run test:quick`: the inner loop, without a site build. The unit tests, then `check:page` (front matter, MDX
// compiled and rendered with its demos, links, demos type-checked) over every page the working tree changes against
// HEAD (build/test-quick.mjs finds them). Exits 1 when either fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pagesOfFiles } from '../build/test-quick.mjs';

const root = path.resolve(import.meta.dirname, '..');
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

function step(label, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`${status === 0 ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return status === 0;
}

const changed = [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
const pages = pagesOfFiles(changed);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
let ok = true;
// check:page reads the generated API index and content data; a fresh clone has none yet.
if (!fs.existsSync(path.join(root, '.generated/content-index.json'))) {
  ok = step('generate', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'generate']);
}
ok = step('unit tests', npx, ['vitest', 'run', '--project', 'unit']) && ok;
if (pages.length === 0) {
  console.log('\nNo page changed against HEAD: no page to check.');
} else {
  ok =
    step(`check:page over ${pages.length} changed page${pages.length === 1 ? '' : 's'}: ${pages.join(' ')}`, npx, [
      'tsx',
      'scripts/check-page.mts',
      ...pages,
    ]) && ok;
}
process.exit(ok ? 0 : 1);
