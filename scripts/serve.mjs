// `npm run serve`: serves `out/` as a static host does (build/serve.mjs).
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from '../build/serve.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index !== -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const root = path.resolve(option('dir', 'out'));
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No site in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');
createServer(root).listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}/`);
});
