import * as React from 'react';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';
import Tab from '@mui/material/Tab';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export default function ProjectSettingsTabs() {
  const [tab, setTab] = React.useState('general');

  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <TabContext value={tab}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList
            onChange={(_event, next: string) => setTab(next)}
            aria-label="Project settings"
          >
            <Tab label="General" value="general" />
            <Tab label="Members" value="members" />
            <Tab label="Notifications" value="notifications" />
          </TabList>
        </Box>
        <TabPanel value="general">
          <Typography variant="body2">
            Project name, description and the default branch.
          </Typography>
        </TabPanel>
        <TabPanel value="members">
          <Typography variant="body2">
            Four members: two owners, one editor and one guest.
          </Typography>
        </TabPanel>
        <TabPanel value="notifications" keepMounted>
          <FormControlLabel control={<Switch defaultChecked />} label="Email me on new comments" />
        </TabPanel>
      </TabContext>
    </Box>
  );
}
