// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tsToJs } from '../../../build/demos/tsToJs.mjs';

const DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { type SxProps, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';

interface Item<T> {
  id: number;
  value: T;
}

type Props = { color?: ButtonProps['color'] };

const sx: SxProps<Theme> = { mt: 2 };

function first<T>(items: Array<Item<T>>): T | undefined {
  return items[0]?.value;
}

export default function CountingButtons({ color = 'primary' }: Props) {
  const [count, setCount] = React.useState<number>(0);
  const ref = React.useRef<HTMLButtonElement>(null);
  const label = first<string>([{ id: 1, value: 'Add' }]) as string;

  // Focus moves back to the button after a reset.
  const reset = () => {
    setCount(0);
    ref.current!.focus();
  };

  return (
    <Stack direction="row" spacing={1} sx={sx}>
      <Button ref={ref} color={color} variant="contained" onClick={() => setCount((c) => c + 1)}>
        {label} ({count})
      </Button>
      <Button onClick={reset}>Reset</Button>
    </Stack>
  );
}
`;

describe('tsToJs', () => {
  it('removes types, generics, casts and type-only imports, keeping JSX, comments and blank lines', async () => {
    const js = await tsToJs(DEMO, 'CountingButtons.tsx');
    expect(js).toBe(`import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const sx = { mt: 2 };

function first(items) {
  return items[0]?.value;
}

export default function CountingButtons({ color = 'primary' }) {
  const [count, setCount] = React.useState(0);
  const ref = React.useRef(null);
  const label = first([{ id: 1, value: 'Add' }]);

  // Focus moves back to the button after a reset.
  const reset = () => {
    setCount(0);
    ref.current.focus();
  };

  return (
    <Stack direction="row" spacing={1} sx={sx}>
      <Button
        ref={ref}
        color={color}
        variant="contained"
        onClick={() => setCount((c) => c + 1)}
      >
        {label} ({count})
      </Button>
      <Button onClick={reset}>Reset</Button>
    </Stack>
  );
}
`);
  });

  it('names the file when the source does not parse', async () => {
    await expect(tsToJs('export default function Broken( {', 'Broken.tsx')).rejects.toThrow(
      /^Broken\.tsx: cannot generate JavaScript/,
    );
  });
});
