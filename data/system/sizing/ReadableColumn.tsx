import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

type Breakpoint = 'xs' | 'sm' | 'md';

export default function ReadableColumn() {
  const theme = useTheme();
  const [maxWidth, setMaxWidth] = React.useState<Breakpoint>('sm');

  return (
    <Box sx={{ width: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="maxWidth"
        value={maxWidth}
        onChange={(event, next: Breakpoint | null) => next && setMaxWidth(next)}
        sx={{ mb: 2 }}
      >
        {(['xs', 'sm', 'md'] as const).map((key) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none', fontFamily: 'monospace' }}>
            maxWidth: &apos;{key}&apos;
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="article"
        sx={{ maxWidth, mx: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          max-width: {theme.breakpoints.values[maxWidth]}px
        </Typography>
        <Typography variant="h6" component="h3">
          Release notes
        </Typography>
        <Typography variant="body2">
          Lines of body text are easiest to read at around 60 to 80 characters. Capping the width of an article keeps
          it comfortable on wide screens, while the column still shrinks to fit a phone.
        </Typography>
      </Box>
    </Box>
  );
}
