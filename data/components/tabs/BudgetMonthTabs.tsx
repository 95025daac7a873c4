import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const months = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

export default function BudgetMonthTabs() {
  const [month, setMonth] = React.useState(2);

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 520 }, mx: 'auto', bgcolor: 'background.paper' }}>
      <Tabs
        value={month}
        onChange={(event, newValue: number) => setMonth(newValue)}
        variant="scrollable"
        // Buttons on every screen size, phones included.
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Budget month"
      >
        {months.map((name) => (
          <Tab key={name} label={name} />
        ))}
      </Tabs>
    </Box>
  );
}
