/**
 * `npm run generate`: the build's generated data, in `.generated/`. First the content index (it lists the demos the
 * next step reads); then the demos' JavaScript versions (scripts/generate-demo-js.mjs) beside the API data, the fonts
 * and the icon data, which run one after another: each generator keeps one core busy, so the two lines use both.
 * Stops with the first failure's exit code.
 */
import { spawn } from 'node:child_process';

/** Runs one generator; resolves when it succeeds, rejects with its exit code otherwise. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(Object.assign(new Error(args.join(' ')), { code }))));
  });
}

const tsx = (script) => run(process.execPath, ['--import', 'tsx', script]);
const node = (script) => run(process.execPath, [script]);

try {
  await tsx('scripts/generate-content.ts');
  await Promise.all([
    node('scripts/generate-demo-js.mjs'),
    (async () => {
      await tsx('scripts/api/generate.ts');
      await node('scripts/generate-fonts.mjs');
      await node('scripts/generate-icons.mjs');
    })(),
  ]);
} catch (error) {
  console.error(`generate: ${error.message} failed`);
  process.exit(error.code ?? 1);
}
