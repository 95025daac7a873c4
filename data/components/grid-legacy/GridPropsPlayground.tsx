import * as React from 'react';
import Box from '@mui/material/Box';
import Grid, { GridLegacyDirection } from '@mui/material/GridLegacy';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
} as const;

type Setting = keyof typeof options;
const tags = [
  { label: 'Jazz', height: 40 },
  { label: 'Lo-fi beats', height: 72 },
  { label: 'Ambient', height: 56 },
];

export default function GridPropsPlayground() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });

  return (
    <Box sx={{ width: '100%' }}>
      {/* The background sits on a padded parent, not on the container (see Limitations). */}
      <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Grid
          container
          spacing={2}
          direction={settings.direction as GridLegacyDirection}
          sx={{
            justifyContent: settings.justifyContent,
            alignItems: settings.alignItems,
            minHeight: 240,
          }}
        >
          {tags.map((tag) => (
            <Grid item key={tag.label}>
              <Paper sx={{ px: 2, py: 1, minHeight: tag.height }}>{tag.label}</Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <TextField
            key={setting}
            select
            size="small"
            label={setting}
            value={settings[setting]}
            onChange={(event) =>
              setSettings((prev) => ({ ...prev, [setting]: event.target.value }))
            }
            sx={{ minWidth: 170 }}
          >
            {options[setting].map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Box component="pre" sx={{ fontSize: 13, m: 0, mt: 2, overflowX: 'auto' }}>
        {`<Grid container spacing={2} direction="${settings.direction}"
  sx={{ justifyContent: '${settings.justifyContent}', alignItems: '${settings.alignItems}' }}>`}
      </Box>
    </Box>
  );
}
