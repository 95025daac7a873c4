// `npm run dev`: index content once, then keep the index current while the Next dev server runs.
import { spawn, spawnSync } from 'node:child_process';

const first = spawnSync('npx', ['tsx', 'scripts/generate-content.ts'], { stdio: 'inherit' });
if (first.status !== 0) {
  process.exit(first.status ?? 1);
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
