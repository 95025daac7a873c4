import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import SearchIcon from '@mui/icons-material/Search';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ExtensionIcon from '@mui/icons-material/Extension';

const panels = [
  { value: 'files', name: 'Files', icon: <FolderOutlinedIcon />, text: 'src/, public/, package.json' },
  { value: 'search', name: 'Search', icon: <SearchIcon />, text: 'Search across 214 files.' },
  { value: 'git', name: 'Source control', icon: <AccountTreeIcon />, text: '3 changed files on main.' },
  { value: 'plugins', name: 'Plugins', icon: <ExtensionIcon />, text: '7 plugins installed.' },
];

export default function IconTabs() {
  const [panel, setPanel] = React.useState('files');
  const id = React.useId();
  const current = panels.find((item) => item.value === panel) ?? panels[0];

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={panel}
        onChange={(event, newValue: string) => setPanel(newValue)}
        aria-label="Side panel"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {panels.map((item) => (
          // No visible label: the aria-label is the tab's accessible name.
          <Tab
            key={item.value}
            value={item.value}
            icon={item.icon}
            aria-label={item.name}
            id={`${id}-${item.value}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${panel}`} sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="p">{current.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {current.text}
        </Typography>
      </Box>
    </Box>
  );
}
