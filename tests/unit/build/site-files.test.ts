// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  documentedComponents,
  llmsFullTxt,
  llmsProducts,
  llmsTxt,
  propsTablesMarkdown,
  type SitePage,
} from '../../../build/site-files';

const page = (pathname: string, section: string, json: string | null = null): SitePage => ({
  pathname,
  titles: { en: `Title of ${pathname}`, zh: `标题 ${pathname}` },
  description: `About ${pathname}.`,
  file: 'data/x.mdx',
  date: null,
  section,
  area: pathname.startsWith('/x/') ? 'x' : 'main',
  json,
});
const pages = [
  page('/getting-started', 'Getting Started'),
  page('/api/button', 'Component API', '/api/button.json'),
  page('/x/react-data-grid', 'Data Grid'),
  page('/blog/a-post', 'Blog'),
];
const products = llmsProducts({ main: '7.3.11', x: '8.10.2' });

describe('files for language models', () => {
  it('llms.txt groups the pages per product, links each full text, and the JSON of API pages', () => {
    const text = llmsTxt(pages, 'https://docs.example', 'MUI', products);
    expect(text.match(/^#{1,3} .+$/gm)).toEqual([
      '# MUI documentation',
      '## Material UI',
      '### Getting Started',
      '### Component API',
      '## MUI X',
      '### Data Grid',
      '## More',
      '### Blog',
    ]);
    expect(text).toContain(
      'Material UI 7.3.11. Every page of it in one file: [Material UI, the full text](https://docs.example/material-ui/llms-full.txt).',
    );
    expect(text).toContain('[the full text](https://docs.example/llms-full.txt)');
    expect(text).toContain(
      '- [Title of /api/button](https://docs.example/api/button/index.md): About /api/button. ([JSON](https://docs.example/api/button.json))',
    );
  });

  it('a full text has each page with a copy once, under its product, in order', () => {
    const copies = new Map(
      pages
        .filter((entry) => entry.pathname !== '/api/button')
        .map((entry) => [entry.pathname, `# ${entry.titles.en}\n\nBody.\n`]),
    );
    const text = llmsFullTxt(pages, copies, { origin: 'https://docs.example', title: 'All', products });
    expect(text.match(/^(?:Page|Product|More): .+$/gm)).toEqual([
      'Product: Material UI 7.3.11 (1 pages)',
      'Page: https://docs.example/getting-started/',
      'Product: MUI X 8.10.2 (1 pages)',
      'Page: https://docs.example/x/react-data-grid/',
      'More: 1 pages',
      'Page: https://docs.example/blog/a-post/',
    ]);
    expect(text).toContain('Page: https://docs.example/getting-started/\n\n# Title of /getting-started\n\nBody.\n');
  });

  it('a component page documents the components its first code block imports', () => {
    const source = [
      '---',
      'description: x',
      '---',
      '',
      '```tsx',
      "import Button from '@mui/material/Button';",
      "import Select, { SelectChangeEvent } from '@mui/material/Select';",
      "import useMediaQuery from '@mui/material/useMediaQuery';",
      "import { styled } from '@mui/material/styles';",
      "import Masonry from '@mui/lab/Masonry';",
      '```',
      '',
      '```tsx',
      "import Card from '@mui/material/Card';",
      '```',
    ].join('\n');
    expect(documentedComponents(source)).toEqual(['Button', 'Select', 'useMediaQuery', 'Masonry']);
    expect(documentedComponents('No code here.')).toEqual([]);
  });

  it('the props table is compact: one row per prop, the first sentence of its description, pipes escaped', () => {
    const table = propsTablesMarkdown(
      [
        {
          path: '/api/chip',
          data: {
            name: 'Chip',
            props: [
              {
                name: 'color',
                type: "'default' | 'primary'",
                default: "'default'",
                description: 'The color. More detail\nhere.',
                required: false,
                deprecated: null,
              },
              {
                name: 'label',
                type: 'node',
                default: null,
                description: 'The <b>content</b>.',
                required: true,
                deprecated: 'Use children.',
              },
            ],
            inherited: [{ component: 'ButtonBase', props: [] }],
            forwardsOtherProps: true,
          },
        },
      ],
      'https://docs.example',
    );
    expect(table.split('\n')).toEqual([
      '## Props',
      '',
      '### Chip',
      '',
      '| Prop | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      "| `color` | `'default' \\| 'primary'` | `'default'` | The color. |",
      '| `label` (required) | `node` | - | Deprecated. The &lt;b>content&lt;/b>. |',
      '',
      "It also accepts the props of `ButtonBase` and the root element's DOM attributes. Full reference: https://docs.example/api/chip/index.md (JSON: https://docs.example/api/chip.json)",
    ]);
    expect(propsTablesMarkdown([], 'https://docs.example')).toBe('');
  });
});
