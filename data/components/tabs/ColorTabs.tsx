import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function ColorTabs() {
  const [plan, setPlan] = React.useState('monthly');

  return (
    <Box sx={{ width: '100%', bgcolor: 'background.paper' }}>
      {/* The label and the indicator take the theme's secondary colour. */}
      <Tabs
        value={plan}
        onChange={(event, newValue: string) => setPlan(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Billing period"
      >
        <Tab value="monthly" label="Monthly" />
        <Tab value="yearly" label="Yearly" />
        <Tab value="lifetime" label="Lifetime" />
      </Tabs>
    </Box>
  );
}
