import type {} from '@mui/material/themeCssVarsAugmentation';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { createTheme } from '@mui/material/styles';

const selectors = ['media', 'class', 'data', 'data-theme', '.theme-%s', '[data-theme="%s"]'];
const roots = [':root', ':host', '#app'];

type Rules = Record<string, Record<string, unknown>>;

// Prints each block of the generated stylesheet with two of its declarations.
function describe(rules: Rules, indent = ''): string[] {
  return Object.entries(rules).flatMap(([selector, body]) => {
    const entries = Object.entries(body);
    if (entries.every(([, value]) => typeof value === 'object')) {
      return [`${indent}${selector} {`, ...describe(body as Rules, `${indent}  `), `${indent}}`];
    }
    const picked = entries.filter(
      ([name]) => name === 'colorScheme' || name.endsWith('palette-primary-main'),
    );
    const shown = picked.length ? picked : entries.slice(0, 2);
    return [
      `${indent}${selector} {`,
      ...shown.map(
        ([name, value]) => `${indent}  ${name === 'colorScheme' ? 'color-scheme' : name}: ${value};`,
      ),
      `${indent}  /* ${entries.length - shown.length} more */`,
      `${indent}}`,
    ];
  });
}

export default function StylesheetPreview() {
  const [prefix, setPrefix] = React.useState('mui');
  const [selector, setSelector] = React.useState('class');
  const [root, setRoot] = React.useState(':root');
  const [noColorScheme, setNoColorScheme] = React.useState(false);

  const css = React.useMemo(() => {
    const theme = createTheme({
      colorSchemes: { light: true, dark: true },
      cssVariables: {
        cssVarPrefix: prefix,
        colorSchemeSelector: selector,
        rootSelector: root,
        disableCssColorScheme: noColorScheme,
      },
    });
    return (theme.generateStyleSheets() as Rules[]).flatMap((rules) => describe(rules)).join('\n');
  }, [prefix, selector, root, noColorScheme]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1 }}>
        <TextField
          label="cssVarPrefix"
          size="small"
          value={prefix}
          onChange={(event) => setPrefix(event.target.value)}
        />
        <TextField
          select
          label="colorSchemeSelector"
          size="small"
          value={selector}
          onChange={(event) => setSelector(event.target.value)}
          sx={{ minWidth: 190 }}
        >
          {selectors.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="rootSelector"
          size="small"
          value={root}
          onChange={(event) => setRoot(event.target.value)}
          sx={{ minWidth: 120 }}
        >
          {roots.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormControlLabel
        control={
          <Switch checked={noColorScheme} onChange={(event) => setNoColorScheme(event.target.checked)} />
        }
        label="disableCssColorScheme"
      />
      <Box
        component="pre"
        role="region"
        aria-label="Generated stylesheet"
        tabIndex={0}
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          maxHeight: 280,
          overflow: 'auto',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
        }}
      >
        {css}
      </Box>
    </Box>
  );
}
