import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: {
    nativeColor: true,
    cssVarPrefix: 'labels', // preview only
    rootSelector: '.labels-preview',
  },
});

const labels = [
  { name: 'Design', color: '#4a148c' },
  { name: 'Research', color: '#80deea' },
  { name: 'Backend', color: '#1b5e20' },
  { name: 'Copy', color: '#ffd54f' },
  { name: 'Bug', color: '#b71c1c' },
  { name: 'Marketing', color: '#ff8a65' },
];

function LabelBoard() {
  const { palette } = useTheme();
  const [selected, setSelected] = React.useState(labels[3]);

  return (
    <Paper className="labels-preview" variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 480 }}>
      <Box role="group" aria-label="Label colours" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {labels.map((label) => (
          <Box
            key={label.name}
            component="button"
            type="button"
            aria-pressed={selected.name === label.name}
            onClick={() => setSelected(label)}
            sx={{
              px: 1.5,
              py: 0.5,
              border: 0,
              borderRadius: 4,
              typography: 'body2',
              fontWeight: 600,
              cursor: 'pointer',
              bgcolor: label.color,
              // The browser picks white or near-black from the label colour's lightness.
              color: palette.getContrastText(label.color),
              outline: selected.name === label.name ? '2px solid' : 'none',
              outlineColor: 'text.primary',
              outlineOffset: 2,
            }}
          >
            {label.name}
          </Box>
        ))}
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        getContrastText(&apos;{selected.color}&apos;) returns
      </Typography>
      <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {palette.getContrastText(selected.color)}
      </Typography>
    </Paper>
  );
}

export default function LabelContrastText() {
  return (
    <ThemeProvider theme={theme}>
      <LabelBoard />
    </ThemeProvider>
  );
}
