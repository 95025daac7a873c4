import * as React from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const shared = { cssVariables: true, colorSchemes: { light: true, dark: true } } as const;

const themes = {
  comfortable: createTheme(shared),
  compact: createTheme({
    ...shared,
    components: {
      MuiButton: { defaultProps: { size: 'small' } },
      MuiCheckbox: { defaultProps: { size: 'small' } },
      MuiIconButton: { defaultProps: { size: 'small' } },
      MuiSwitch: { defaultProps: { size: 'small' } },
      MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
      MuiFormControl: { defaultProps: { size: 'small', margin: 'dense' } },
      MuiList: { defaultProps: { dense: true } },
      MuiMenuItem: { defaultProps: { dense: true } },
      MuiTable: { defaultProps: { size: 'small' } },
      MuiToolbar: { defaultProps: { variant: 'dense' } },
    },
  }),
};

type Density = keyof typeof themes;

export default function DensitySwitcher() {
  const [density, setDensity] = React.useState<Density>('compact');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <ToggleButtonGroup exclusive size="small" value={density} aria-label="Density"
        onChange={(_event, value: Density | null) => value && setDensity(value)}>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
        <ToggleButton value="compact">Compact</ToggleButton>
      </ToggleButtonGroup>
      {/* Nothing below sets a size: every value comes from the theme in effect. */}
      <ThemeProvider theme={themes[density]}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Stack sx={{ flex: 1 }}>
              <TextField label="Project name" defaultValue="Checkout redesign" />
              <TextField select label="Visibility" defaultValue="team">
                <MenuItem value="private">Private</MenuItem>
                <MenuItem value="team">Team</MenuItem>
                <MenuItem value="public">Public</MenuItem>
              </TextField>
              <FormControlLabel control={<Checkbox defaultChecked />} label="Email me about changes" />
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button variant="contained">Save</Button>
                <Button>Cancel</Button>
              </Stack>
            </Stack>
            <List aria-label="Project sections" sx={{ flex: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              {['Overview', 'Milestones', 'Files', 'Members'].map((section, index) => (
                <ListItemButton key={section} selected={index === 1}>
                  <ListItemText primary={section} />
                </ListItemButton>
              ))}
            </List>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
