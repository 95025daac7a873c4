import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Followers', value: '12.4k' },
  { label: 'Following', value: '318' },
  { label: 'Playlists', value: '27' },
];

export default function StatsStripFlexItem() {
  const [flexItem, setFlexItem] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={flexItem} onChange={(event) => setFlexItem(event.target.checked)} />}
        label="flexItem"
      />
      <Paper variant="outlined" sx={{ display: 'flex' }}>
        {stats.map((stat, index) => (
          <React.Fragment key={stat.label}>
            {index > 0 && <Divider orientation="vertical" flexItem={flexItem} />}
            <Box sx={{ px: 3, py: 1.5, textAlign: 'center' }}>
              <Typography variant="h6" component="p">
                {stat.value}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {stat.label}
              </Typography>
            </Box>
          </React.Fragment>
        ))}
      </Paper>
    </Box>
  );
}
