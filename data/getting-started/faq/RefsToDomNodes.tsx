import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function RefsToDomNodes() {
  // `ref` on a Material UI component points at its root DOM element.
  const cardRef = React.useRef<HTMLDivElement>(null);
  // `inputRef` on TextField points at the inner <input>, which is what you focus.
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [width, setWidth] = React.useState<number | null>(null);

  return (
    <Paper ref={cardRef} variant="outlined" sx={{ p: 2, maxWidth: 440 }}>
      <Stack spacing={2}>
        <TextField inputRef={inputRef} label="Search orders" size="small" />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => inputRef.current?.focus()}>
            Focus search
          </Button>
          <Button
            variant="outlined"
            onClick={() => setWidth(Math.round(cardRef.current?.getBoundingClientRect().width ?? 0))}
          >
            Measure card
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {width === null ? 'Card width not measured yet.' : `The card is ${width}px wide.`}
        </Typography>
      </Stack>
    </Paper>
  );
}
