// A worker thread of validateFiles (html-validity.mjs): validates each file it is sent and answers its problems.
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { htmlProblems } from './html-validity.mjs';

parentPort.on('message', async (file) => {
  try {
    parentPort.postMessage({ file, problems: await htmlProblems(fs.readFileSync(file, 'utf8')) });
  } catch (error) {
    parentPort.postMessage({ file, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
