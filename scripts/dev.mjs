// `npm run dev`: index content and generate the API data and the generated static files once, then keep the content
// index current while the Next dev server runs. The generated static files (.generated/public/) are served by a
// small server of their own, which Next's dev server proxies (next.config.mjs), since it serves public/ only.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from '../build/serve.mjs';
import { GENERATED_PUBLIC_DIR } from '../build/generated-assets.mjs';

// `npm run generate`, as the build runs it (the API data is cached on the packages' versions: after the first run
// that step is instant).
const generate = spawnSync('npm', ['run', 'generate'], { stdio: 'inherit' });
if (generate.status !== 0) {
  process.exit(generate.status ?? 1);
}
const assets = createServer(GENERATED_PUBLIC_DIR);
await new Promise((resolve) => assets.listen(0, '127.0.0.1', resolve));
const { port } = /** @type {import('node:net').AddressInfo} */ (assets.address());

const watcher = spawn('npx', ['tsx', 'scripts/generate-content.ts', '--watch'], { stdio: 'inherit' });
const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DOCS_DEV_ASSETS_ORIGIN: `http://127.0.0.1:${port}` },
});
next.on('exit', (code) => {
  watcher.kill();
  assets.close();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    next.kill(signal);
    watcher.kill(signal);
  });
}
