import { compressToBase64 } from 'lz-string';
import type { CodeStyling, CodeVariant } from '../core/preferences';
import { escapeAttribute } from '../core/facts/escape.mjs';
import { CODESANDBOX_DEFINE_URL, STACKBLITZ_RUN_URL } from '../core/sandboxes';

/**
 * The project a demo opens in CodeSandbox or StackBlitz: a Vite app with the demo file, an entry file, an
 * `index.html` and a `package.json`. The dependencies (documented packages at the exact versions the site runs,
 * date libraries at the pinned sandbox versions) were computed at build time; this module only assembles files
 * and posts them. It loads on the first click of a sandbox button, never with the page.
 */
export interface SandboxDemo extends SandboxSetup {
  /** The demo's component name: `BasicButtons`. */
  name: string;
  /** The page the demo comes from, for the project's description. */
  pageUrl: string;
  code: string;
  variant: CodeVariant;
  styling: CodeStyling;
}

/** What a demo's project needs besides its source, computed at build time (`build/demos/sandbox.mjs`). */
export interface SandboxSetup {
  /** Packages at the versions the site runs; the pickers' date libraries at the sandbox pins. */
  dependencies: Record<string, string>;
  /** `@types/…` packages of dependencies that ship no types (TypeScript projects only). */
  typeDependencies: Record<string, string>;
  /** Stylesheets `index.html` links: the Material Icons fonts of a demo's font icons. */
  stylesheets: string[];
}

/** Build tooling of the generated project (not documented packages, so ranges). */
export const SANDBOX_TOOLING = {
  vite: '^8.0.0',
  '@vitejs/plugin-react': '^6.0.0',
} as const;

export const SANDBOX_TYPESCRIPT_TOOLING = {
  typescript: '^5.9.0',
  '@types/react': '^19.0.0',
  '@types/react-dom': '^19.0.0',
} as const;

function slug(text: string): string {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'demo'
  );
}

function demoFile(demo: SandboxDemo): string {
  return `src/${demo.name}.${demo.variant === 'TS' ? 'tsx' : 'jsx'}`;
}

export function sandboxPackageJson(demo: SandboxDemo) {
  return {
    name: `mui-${slug(demo.name)}-demo`,
    version: '1.0.0',
    private: true,
    type: 'module',
    description: `${demo.name}, a demo from ${demo.pageUrl}`,
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: demo.dependencies,
    devDependencies: {
      ...SANDBOX_TOOLING,
      ...(demo.variant === 'TS' ? { ...SANDBOX_TYPESCRIPT_TOOLING, ...demo.typeDependencies } : {}),
    },
  };
}

/** Every file of the project, by path. */
export function sandboxFiles(demo: SandboxDemo): Record<string, string> {
  const ts = demo.variant === 'TS';
  const entry = `src/main.${ts ? 'tsx' : 'jsx'}`;
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(sandboxPackageJson(demo), null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="initial-scale=1, width=device-width" />',
      `    <title>${demo.name}</title>`,
      '    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap" />',
      ...demo.stylesheets.map((href) => `    <link rel="stylesheet" href="${escapeAttribute(href)}" />`),
      ...(demo.styling === 'tailwind'
        ? ['    <script src="https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4"></script>']
        : []),
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/${entry}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [entry]: [
      "import * as React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { StyledEngineProvider } from '@mui/material/styles';",
      "import CssBaseline from '@mui/material/CssBaseline';",
      `import ${demo.name} from './${demo.name}';`,
      '',
      `createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
      '  <React.StrictMode>',
      '    <StyledEngineProvider injectFirst>',
      '      <CssBaseline />',
      `      <${demo.name} />`,
      '    </StyledEngineProvider>',
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
    [demoFile(demo)]: demo.code.endsWith('\n') ? demo.code : `${demo.code}\n`,
    [`vite.config.${ts ? 'ts' : 'js'}`]: [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({ plugins: [react()] });',
      '',
    ].join('\n'),
  };
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['DOM', 'DOM.Iterable', 'ES2022'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  return files;
}

/** CodeSandbox's `parameters`: the files as JSON, LZ-compressed, URL-safe base64. */
export function codeSandboxParameters(files: Record<string, string>): string {
  const definition = {
    files: Object.fromEntries(Object.entries(files).map(([file, content]) => [file, { content, isBinary: false }])),
  };
  return compressToBase64(JSON.stringify(definition)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export type SandboxService = 'codesandbox' | 'stackblitz';

/** The form that creates the project: its action and fields. */
export function sandboxForm(
  service: SandboxService,
  demo: SandboxDemo,
): { action: string; fields: Record<string, string> } {
  const files = sandboxFiles(demo);
  if (service === 'codesandbox') {
    return {
      action: CODESANDBOX_DEFINE_URL,
      fields: { parameters: codeSandboxParameters(files), query: `file=/${demoFile(demo)}` },
    };
  }
  return {
    action: `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(demoFile(demo))}`,
    fields: {
      'project[title]': `${demo.name} (MUI demo)`,
      'project[description]': sandboxPackageJson(demo).description,
      // A Vite project runs in StackBlitz's WebContainers: the `node` template.
      'project[template]': 'node',
      ...Object.fromEntries(Object.entries(files).map(([file, content]) => [`project[files][${file}]`, content])),
    },
  };
}

/** Post the project to the service in a new tab. */
export function openSandbox(service: SandboxService, demo: SandboxDemo): void {
  const { action, fields } = sandboxForm(service, demo);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
