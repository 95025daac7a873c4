// `npm run dev`: index content and generate the API data once, then keep the content index current while the Next
// dev server runs.
import { spawn, spawnSync } from 'node:child_process';

for (const script of ['scripts/generate-content.ts', 'scripts/api/generate.ts']) {
  // The API data is cached on the packages' versions: after the first run this is instant.
  const first = spawnSync('npx', ['tsx', script], { stdio: 'inherit' });
  if (first.status !== 0) {
    process.exit(first.status ?? 1);
  }
}
const watcher = spawn('npx', ['tsx', 'scripts/generate-content.ts', '--watch'], { stdio: 'inherit' });
const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
next.on('exit', (code) => {
  watcher.kill();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    next.kill(signal);
    watcher.kill(signal);
  });
}
