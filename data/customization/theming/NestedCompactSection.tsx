import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// Receives the outer theme and returns a new one: colours, fonts and CSS variables are kept.
// Defined at module level so the nested theme is computed once.
function compact(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiButton: { ...outer.components?.MuiButton, defaultProps: { size: 'small', variant: 'outlined' } },
      MuiTextField: { ...outer.components?.MuiTextField, defaultProps: { size: 'small' } },
      MuiChip: { ...outer.components?.MuiChip, defaultProps: { size: 'small' } },
    },
  };
}

function FilterBar({ title, id }: { title: string; id: string }) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField id={`${id}-search`} label="Search orders" sx={{ width: 180 }} />
        <TextField id={`${id}-status`} select label="Status" defaultValue="open" sx={{ width: 120 }}>
          <MenuItem value="open">Open</MenuItem>
          <MenuItem value="shipped">Shipped</MenuItem>
        </TextField>
        <Chip label="This week" />
        <Button>Reset</Button>
      </Stack>
    </Box>
  );
}

export default function NestedCompactSection() {
  return (
    <Stack spacing={2}>
      <FilterBar title="Outer theme" id="outer" />
      <ThemeProvider theme={compact}>
        {/* Same JSX: only the theme above it differs. */}
        <FilterBar title="Nested theme={compact}" id="nested" />
      </ThemeProvider>
    </Stack>
  );
}
