// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPreview, PREVIEW_MAX_LINES } from '../../../build/demos/preview.mjs';

describe('demo preview', () => {
  it('is the JSX the default export returns, without the function body indentation', () => {
    const source = [
      "import Button from '@mui/material/Button';",
      '',
      'export default function BasicButtons() {',
      "  const label = 'Go';",
      '  return (',
      '    <Stack direction="row">',
      '      <Button>{label}</Button>',
      '    </Stack>',
      '  );',
      '}',
    ].join('\n');
    expect(demoPreview(source)).toBe(['<Stack direction="row">', '  <Button>{label}</Button>', '</Stack>'].join('\n'));
  });

  it('finds a component exported by name at the end, and arrow functions with expression bodies', () => {
    const source = ['const Counter = () => <button type="button">0</button>;', '', 'export default Counter;'].join(
      '\n',
    );
    expect(demoPreview(source, 'Counter.jsx')).toBe('<button type="button">0</button>');
  });

  it('uses the last top-level return, not an early one or a nested function', () => {
    const source = [
      'export default function Status({ ready }: { ready?: boolean }) {',
      '  const render = () => <span>nested</span>;',
      '  if (!ready) {',
      '    return null;',
      '  }',
      '  return <p>{render()}</p>;',
      '}',
    ].join('\n');
    expect(demoPreview(source)).toBe('<p>{render()}</p>');
  });

  it('gives no preview for long JSX or a component that returns something else', () => {
    const long = [
      'export default function Long() {',
      '  return (',
      '    <div>',
      ...Array.from({ length: PREVIEW_MAX_LINES }, (_, i) => `      <p>${i}</p>`),
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(demoPreview(long)).toBeNull();
    expect(demoPreview('export default function Empty() {\n  return null;\n}')).toBeNull();
    expect(demoPreview('export const notDefault = () => <div />;')).toBeNull();
  });
});
