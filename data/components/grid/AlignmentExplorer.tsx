import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid, { GridDirection } from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const tasks = [
  { title: 'Design review', lines: 1 },
  { title: 'Ship release 2.4', lines: 3 },
  { title: 'Sprint retro', lines: 2 },
];

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
} as const;

type Setting = keyof typeof options;

export default function AlignmentExplorer() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'flex-start',
  });
  const baseId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Grid
        container
        spacing={2}
        direction={settings.direction as GridDirection}
        sx={{
          justifyContent: settings.justifyContent,
          alignItems: settings.alignItems,
          height: 280,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {tasks.map((task) => (
          <Grid key={task.title}>
            <Paper
              variant="outlined"
              sx={{
                p: 1.5,
                width: 140,
                minHeight: task.lines * 24,
                height: '100%',
                boxSizing: 'border-box',
              }}
            >
              <Typography variant="body2">{task.title}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <Grid key={setting} size={{ xs: 12, md: 4 }}>
            <FormControl>
              <FormLabel id={`${baseId}-${setting}`}>{setting}</FormLabel>
              <RadioGroup
                aria-labelledby={`${baseId}-${setting}`}
                value={settings[setting]}
                onChange={(event) =>
                  setSettings((prev) => ({ ...prev, [setting]: event.target.value }))
                }
              >
                {options[setting].map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio size="small" />}
                    label={value}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Grid>
        ))}
      </Grid>
      <Typography
        component="pre"
        variant="body2"
        sx={{
          mt: 2,
          p: 1.5,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
        }}
      >
        {`<Grid container direction="${settings.direction}"
  sx={{ justifyContent: '${settings.justifyContent}', alignItems: '${settings.alignItems}' }}>`}
      </Typography>
    </Box>
  );
}
