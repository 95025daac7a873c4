import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// A plain dark theme (no CSS variables), created once at module level.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

const fields = { display: 'grid', gap: 1, '& label': { display: 'grid', gap: 0.5, fontSize: 14 } } as const;

function NativeControls({ idPrefix }: { idPrefix: string }) {
  return (
    <Box sx={fields}>
      <label htmlFor={`${idPrefix}-region`}>
        Region
        <select id={`${idPrefix}-region`} defaultValue="eu">
          <option value="eu">Europe</option>
          <option value="us">United States</option>
        </select>
      </label>
      <label htmlFor={`${idPrefix}-note`}>
        Note
        <textarea id={`${idPrefix}-note`} rows={2} defaultValue="Native controls follow color-scheme." />
      </label>
      <label htmlFor={`${idPrefix}-alerts`} style={{ display: 'flex', alignItems: 'center' }}>
        <input id={`${idPrefix}-alerts`} type="checkbox" defaultChecked /> Email alerts
      </label>
    </Box>
  );
}

export default function DarkNativeControls() {
  const id = React.useId();
  return (
    <ThemeProvider theme={darkTheme}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {[false, true].map((enabled) => (
          <ScopedCssBaseline key={String(enabled)} enableColorScheme={enabled} sx={{ p: 2, borderRadius: 2 }}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              enableColorScheme={String(enabled)}
            </Typography>
            <NativeControls idPrefix={`${id}-${enabled ? 'on' : 'off'}`} />
          </ScopedCssBaseline>
        ))}
      </Box>
    </ThemeProvider>
  );
}
