import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// A function receives the outer theme and returns the theme for the subtree. Spreading the outer
// theme keeps its palette, CSS variables and light/dark scheme; only component defaults change.
function compactTheme(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiButton: { defaultProps: { size: 'small', variant: 'outlined' } },
      MuiTextField: { defaultProps: { size: 'small' } },
    },
  };
}

function FilterBar({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label="Customer" defaultValue="Northwind" />
        <Button>Apply filter</Button>
      </Stack>
    </Paper>
  );
}

export default function NestedThemeSection() {
  return (
    <Stack spacing={2}>
      <FilterBar title="Outer theme (this site's defaults)" />
      <ThemeProvider theme={compactTheme}>
        <FilterBar title="Nested theme: small, outlined controls" />
      </ThemeProvider>
    </Stack>
  );
}
