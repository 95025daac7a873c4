import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarOrigin } from '@mui/material/Snackbar';

const positions: { label: string; origin: SnackbarOrigin }[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top center', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom center', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function PositionedSnackbar() {
  const [state, setState] = React.useState<{ open: boolean; origin: SnackbarOrigin }>({
    open: false,
    origin: { vertical: 'bottom', horizontal: 'left' },
  });
  const { vertical, horizontal } = state.origin;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 140px))', gap: 1 }}>
      {positions.map(({ label, origin }) => (
        <Button key={label} size="small" variant="outlined" onClick={() => setState({ open: true, origin })}>
          {label}
        </Button>
      ))}
      <Snackbar
        anchorOrigin={state.origin}
        open={state.open}
        autoHideDuration={4000}
        onClose={() => setState((previous) => ({ ...previous, open: false }))}
        message={`Shown at ${vertical} ${horizontal}`}
        key={`${vertical}-${horizontal}`}
      />
    </Box>
  );
}
