import type http from 'node:http';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type ServeModule = typeof import('../../../build/serve.mjs');

/**
 * build/serve.mjs, loaded by Node itself: it reads `import.meta`, which the CommonJS form Playwright compiles
 * test imports to cannot hold (a `new Function` import is left as it is).
 */
function loadServeModule(): Promise<ServeModule> {
  const nativeImport = new Function('specifier', 'return import(specifier)') as (
    specifier: string,
  ) => Promise<ServeModule>;
  return nativeImport(pathToFileURL(path.resolve(__dirname, '../../../build/serve.mjs')).href);
}

/** The header naming which build answered (`X-Docs-Build: <build id>`), kept by the worker with cached copies. */
export const BUILD_HEADER = 'x-docs-build';

export interface DeployServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Serves this build from now on (a deploy): the exported site in `dir`, whose build id is `buildId`. */
  deploy(build: { dir: string; buildId: string }): void;
  close(): Promise<void>;
}

/**
 * The site's static server (scripts/serve.mjs) on a free loopback port, whose root a test can switch from one
 * build to another while the browser keeps its origin, as a host does on a deploy. Every response names the
 * build that answered it.
 */
export async function startDeployServer(first: { dir: string; buildId: string }): Promise<DeployServer> {
  const { createServer } = await loadServeModule();
  const servers = new Map<string, http.Server>();
  let current = first;
  const serverOf = (dir: string) => {
    let server = servers.get(dir);
    if (!server) {
      server = createServer(dir);
      servers.set(dir, server);
    }
    return server;
  };
  const front = createHttpServer((request, response) => {
    const build = current;
    response.setHeader(BUILD_HEADER, build.buildId);
    serverOf(build.dir).emit('request', request, response);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy(build) {
      current = build;
    },
    close: () =>
      new Promise<void>((resolve) => {
        front.closeAllConnections();
        front.close(() => resolve());
      }),
  };
}
