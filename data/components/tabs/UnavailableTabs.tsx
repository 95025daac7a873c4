import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const details: Record<string, string> = {
  summary: 'Parcel 3 of 3, 2.4 kg, shipped from the Rotterdam warehouse.',
  tracking: 'In transit: left the sorting centre this morning.',
};

export default function UnavailableTabs() {
  const [tab, setTab] = React.useState('summary');
  const id = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={tab}
        onChange={(event, newValue: string) => setTab(newValue)}
        aria-label="Parcel"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="summary" label="Summary" id={`${id}-summary`} aria-controls={`${id}-panel`} />
        <Tab value="tracking" label="Tracking" id={`${id}-tracking`} aria-controls={`${id}-panel`} />
        {/* Returns only open once the parcel has been delivered. */}
        <Tab value="returns" label="Returns" disabled />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} sx={{ pt: 2 }}>
        <Typography>{details[tab]}</Typography>
      </Box>
      <Typography variant="body2" sx={{ pt: 1, color: 'text.secondary' }}>
        Returns can be requested after delivery.
      </Typography>
    </Box>
  );
}
