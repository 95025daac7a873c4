import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function ColorTabs() {
  const [plan, setPlan] = React.useState('monthly');

  return (
    <Box sx={{ maxWidth: 420, mx: 'auto', bgcolor: 'background.paper' }}>
      <Tabs
        value={plan}
        onChange={(event, newValue: string) => setPlan(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        variant="fullWidth"
        aria-label="Billing period"
      >
        <Tab value="monthly" label="Monthly" />
        <Tab value="yearly" label="Yearly (save 20%)" wrapped />
        <Tab value="lifetime" label="Lifetime" />
      </Tabs>
    </Box>
  );
}
