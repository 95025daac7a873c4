import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type PanelProps = { value: number; index: number; keepMounted: boolean; children: React.ReactNode };

function TabPanel({ value, index, keepMounted, children }: PanelProps) {
  const selected = value === index;
  // Unmounting throws away the panel's state; `hidden` only hides the DOM.
  if (!selected && !keepMounted) {
    return null;
  }
  return (
    <div role="tabpanel" id={`profile-panel-${index}`} aria-labelledby={`profile-tab-${index}`} hidden={!selected}>
      <Box sx={{ pt: 2 }}>{children}</Box>
    </div>
  );
}

export default function KeepTabState() {
  const [tab, setTab] = React.useState(0);
  const [keepMounted, setKeepMounted] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={keepMounted} onChange={(event) => setKeepMounted(event.target.checked)} />}
        label="Keep hidden panels mounted"
      />
      <Tabs value={tab} onChange={(event, next: number) => setTab(next)} aria-label="Profile sections">
        <Tab label="Profile" id="profile-tab-0" aria-controls="profile-panel-0" />
        <Tab label="Notifications" id="profile-tab-1" aria-controls="profile-panel-1" />
      </Tabs>
      <TabPanel value={tab} index={0} keepMounted={keepMounted}>
        {/* Uncontrolled field: its text lives in the DOM node, not in React state. */}
        <TextField label="Display name" defaultValue="" fullWidth helperText="Type, switch tabs, come back." />
      </TabPanel>
      <TabPanel value={tab} index={1} keepMounted={keepMounted}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Email digests are sent every Monday.
        </Typography>
      </TabPanel>
    </Box>
  );
}
