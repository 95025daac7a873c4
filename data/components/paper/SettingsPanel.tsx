import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SettingsPanel() {
  const titleId = React.useId();
  const [digest, setDigest] = React.useState(true);
  const [mentions, setMentions] = React.useState(true);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ maxWidth: 420, width: '100%' }}>
      <Box sx={{ p: 2 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" fontWeight={500}>
          Email notifications
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Choose what lands in your inbox.
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1, display: 'flex', flexDirection: 'column' }}>
        <FormControlLabel
          control={<Switch checked={digest} onChange={(event) => setDigest(event.target.checked)} />}
          label="Weekly digest"
        />
        <FormControlLabel
          control={<Switch checked={mentions} onChange={(event) => setMentions(event.target.checked)} />}
          label="When someone mentions me"
        />
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'flex-end', bgcolor: 'action.hover' }}>
        <Button variant="contained" size="small">
          Save
        </Button>
      </Box>
    </Paper>
  );
}
