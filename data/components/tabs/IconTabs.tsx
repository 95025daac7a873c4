import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhoneIcon from '@mui/icons-material/Phone';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';

export default function IconTabs() {
  const [contacts, setContacts] = React.useState(0);
  const [view, setView] = React.useState('grid');

  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      {/* Icon and label: the label names the tab. */}
      <Tabs value={contacts} onChange={(event, newValue: number) => setContacts(newValue)} aria-label="Contacts">
        <Tab icon={<PhoneIcon />} label="Recents" />
        <Tab icon={<FavoriteIcon />} iconPosition="start" label="Favorites" />
        <Tab icon={<PersonPinIcon />} iconPosition="end" label="Nearby" />
      </Tabs>
      {/* Icon only: each tab needs an aria-label. */}
      <Tabs value={view} onChange={(event, newValue: string) => setView(newValue)} aria-label="Layout">
        <Tab value="grid" icon={<GridViewIcon />} aria-label="Grid view" />
        <Tab value="list" icon={<ViewListIcon />} aria-label="List view" />
      </Tabs>
    </Stack>
  );
}
