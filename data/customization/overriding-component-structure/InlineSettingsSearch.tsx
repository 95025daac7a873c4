import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PopperProps } from '@mui/material/Popper';

const settings = [
  { label: 'Two-factor authentication', section: 'Security' },
  { label: 'Active sessions', section: 'Security' },
  { label: 'Password', section: 'Security' },
  { label: 'Email digests', section: 'Notifications' },
  { label: 'Push notifications', section: 'Notifications' },
  { label: 'Quiet hours', section: 'Notifications' },
  { label: 'Language', section: 'Preferences' },
  { label: 'Time zone', section: 'Preferences' },
  { label: 'Keyboard shortcuts', section: 'Preferences' },
];

// Replaces the popper slot: no floating layer, no portal. The results render in the page flow,
// right after the field, and push what follows down. The Paper and listbox inside are unchanged.
const InlineResults = React.forwardRef<HTMLDivElement, PopperProps>(function InlineResults(props, ref) {
  const { open, className, role, children } = props;
  if (!open) {
    return null;
  }
  return (
    <div ref={ref} className={className} role={role}>
      {children as React.ReactNode}
    </div>
  );
});

export default function InlineSettingsSearch() {
  return (
    <Box sx={{ width: '100%', maxWidth: 380 }}>
      <Autocomplete
        options={settings}
        groupBy={(option) => option.section}
        slots={{ popper: InlineResults }}
        slotProps={{ paper: { variant: 'outlined', sx: { mt: 1 } } }}
        renderInput={(params) => <TextField {...params} label="Find a setting" />}
      />
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Recently changed: Quiet hours (yesterday), Time zone (last week).
      </Typography>
    </Box>
  );
}
