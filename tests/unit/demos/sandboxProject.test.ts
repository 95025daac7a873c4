import { decompressFromBase64 } from 'lz-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODESANDBOX_DEFINE_URL } from '../../../src/core/sandboxes';
import {
  codeSandboxParameters,
  openSandbox,
  sandboxFiles,
  sandboxForm,
  type SandboxDemo,
} from '../../../src/demos/sandboxProject';

const demo: SandboxDemo = {
  name: 'DeliveryDate',
  pageUrl: 'https://mui.com/x/react-date-pickers/',
  code: "import { DatePicker } from '@mui/x-date-pickers/DatePicker';\nexport default function DeliveryDate() {\n  return <DatePicker />;\n}",
  variant: 'TS',
  styling: 'system',
  dependencies: { '@mui/x-date-pickers': '8.10.2', dayjs: '1.11.13', react: '19.3.1' },
  typeDependencies: {},
  stylesheets: [],
};

describe('sandbox project', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a Vite app: the demo file, an entry that renders it, index.html and package.json', () => {
    const files = sandboxFiles(demo);
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/DeliveryDate.tsx',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(files['src/DeliveryDate.tsx']).toBe(`${demo.code}\n`);
    expect(files['src/main.tsx']).toContain("import DeliveryDate from './DeliveryDate';");
    expect(files['src/main.tsx']).toContain('<DeliveryDate />');
    expect(files['index.html']).toContain('<div id="root"></div>');
    expect(files['index.html']).toContain('src="/src/main.tsx"');
    const packageJson = JSON.parse(files['package.json']);
    expect(packageJson.dependencies).toEqual(demo.dependencies);
    expect(packageJson.devDependencies).toHaveProperty('typescript');
  });

  it('writes JavaScript projects without TypeScript files or tooling', () => {
    const files = sandboxFiles({ ...demo, variant: 'JS' });
    expect(files).toHaveProperty(['src/DeliveryDate.jsx']);
    expect(files).toHaveProperty(['src/main.jsx']);
    expect(files).not.toHaveProperty(['tsconfig.json']);
    expect(files['src/main.jsx']).not.toContain("getElementById('root')!");
    expect(JSON.parse(files['package.json']).devDependencies).not.toHaveProperty('typescript');
  });

  it('adds the @types packages of untyped dependencies to TypeScript projects only', () => {
    const withStylis = {
      ...demo,
      dependencies: { ...demo.dependencies, stylis: '4.2.0' },
      typeDependencies: { '@types/stylis': '4.2.7' },
    };
    expect(JSON.parse(sandboxFiles(withStylis)['package.json']).devDependencies).toMatchObject({
      '@types/stylis': '4.2.7',
      typescript: expect.any(String),
    });
    expect(
      JSON.parse(sandboxFiles({ ...withStylis, variant: 'JS' })['package.json']).devDependencies,
    ).not.toHaveProperty('@types/stylis');
  });

  it('links the stylesheets of the demo’s font icons in index.html', () => {
    const stylesheets = [
      'https://fonts.googleapis.com/icon?family=Material+Icons',
      'https://fonts.googleapis.com/icon?family=Material+Icons+Two+Tone',
    ];
    const html = sandboxFiles({ ...demo, stylesheets })['index.html'];
    for (const href of stylesheets) {
      expect(html).toContain(`<link rel="stylesheet" href="${href}" />`);
    }
    expect(sandboxFiles(demo)['index.html']).not.toContain('Material+Icons');
  });

  it('loads Tailwind CSS only for the Tailwind variant', () => {
    expect(sandboxFiles(demo)['index.html']).not.toContain('tailwindcss');
    expect(sandboxFiles({ ...demo, styling: 'tailwind' })['index.html']).toContain('@tailwindcss/browser');
  });

  it('compresses the files for CodeSandbox into URL-safe parameters that decompress to them', () => {
    const files = sandboxFiles(demo);
    const parameters = codeSandboxParameters(files);
    expect(parameters).toMatch(/^[\w-]+$/);
    const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
    const definition = JSON.parse(decompressFromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    expect(definition.files['src/DeliveryDate.tsx']).toEqual({
      content: files['src/DeliveryDate.tsx'],
      isBinary: false,
    });
  });

  it('posts StackBlitz a node project with every file as a field', () => {
    const { action, fields } = sandboxForm('stackblitz', demo);
    expect(action).toBe('https://stackblitz.com/run?file=src%2FDeliveryDate.tsx');
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[files][src/DeliveryDate.tsx]']).toContain('<DatePicker />');
    expect(JSON.parse(fields['project[files][package.json]']).dependencies.dayjs).toBe('1.11.13');
  });

  it('submits a hidden form in a new tab and removes it', () => {
    const submitted: Array<{ action: string; target: string; fields: Record<string, string> }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({
        action: this.action,
        target: this.target,
        fields: Object.fromEntries(new FormData(this)) as Record<string, string>,
      });
    });
    openSandbox('codesandbox', demo);
    expect(submitted).toHaveLength(1);
    expect(submitted[0].action).toBe(CODESANDBOX_DEFINE_URL);
    expect(submitted[0].target).toBe('_blank');
    expect(submitted[0].fields.query).toBe('file=/src/DeliveryDate.tsx');
    expect(document.querySelector('form')).toBeNull();
  });
});
