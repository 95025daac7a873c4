import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export default function BulkActionsVisibility() {
  const [selected, setSelected] = React.useState(false);

  const rows = [
    { code: "visibility: 'hidden'", hide: { visibility: selected ? 'visible' : 'hidden' } },
    { code: "display: 'none'", hide: { display: selected ? 'inline-flex' : 'none' } },
  ] as const;

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={selected} onChange={(event) => setSelected(event.target.checked)} />}
        label="3 emails selected"
      />
      {rows.map((row) => (
        <Box key={row.code} sx={{ mt: 1.5 }}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            Archive button: {row.code}
          </Box>
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 420, mt: 0.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          >
            {/* Hidden with visibility, the button keeps its place and "Inbox" never moves. */}
            <Button size="small" variant="outlined" sx={row.hide}>
              Archive
            </Button>
            <Box sx={{ typography: 'body2', fontWeight: 'medium', color: 'text.primary' }}>Inbox</Box>
            <Box sx={{ ml: 'auto', typography: 'body2', color: 'text.secondary' }}>128 emails</Box>
          </Box>
        </Box>
      ))}
    </div>
  );
}
