import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

// A tiny stand-in for a media query library: evaluates min-width/max-width conditions
// against an assumed viewport width.
function matchesAtWidth(query: string, width: number) {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

const guesses = { phone: 390, desktop: 1280 };
type Guess = keyof typeof guesses;

function ProductLayout() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <Box sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box sx={{ flex: wide ? '0 0 160px' : 'none', height: 96, borderRadius: 1, bgcolor: 'action.selected' }} />
      <div>
        <Typography sx={{ fontWeight: 'medium' }}>Trail runner 2 · $129</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Rendered with the {wide ? 'two-column' : 'stacked'} layout.
        </Typography>
        <Button variant="contained" fullWidth={!wide}>
          Add to cart
        </Button>
      </div>
    </Box>
  );
}

export default function ServerDeviceGuess() {
  const [guess, setGuess] = React.useState<Guess>('desktop');

  // What a server would build per request, from a device type it read in the headers.
  // The preview also uses it in the browser, so it keeps showing the guessed width.
  const withGuessedWidth = React.useCallback(
    (outer: Theme): Theme => {
      const emulate = (query: string) => ({ matches: matchesAtWidth(query, guesses[guess]) });
      const fakeMatchMedia = (query: string) =>
        ({ ...emulate(query), addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
      return {
        ...outer,
        components: {
          ...outer.components,
          MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: emulate, matchMedia: fakeMatchMedia } },
        },
      };
    },
    [guess],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={guess}
        onChange={(_event, next: Guess | null) => next && setGuess(next)}
        aria-label="Device guessed from the request"
      >
        <ToggleButton value="phone">Phone ({guesses.phone}px)</ToggleButton>
        <ToggleButton value="desktop">Desktop ({guesses.desktop}px)</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={withGuessedWidth}>
        <ProductLayout />
      </ThemeProvider>
    </Box>
  );
}
