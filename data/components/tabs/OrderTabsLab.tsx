import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

const items = [
  { name: 'Trail running shoes', qty: 1, price: '€129.00' },
  { name: 'Merino socks (3 pairs)', qty: 2, price: '€36.00' },
];

export default function OrderTabsLab() {
  const [tab, setTab] = React.useState('items');

  return (
    <Box sx={{ width: '100%' }}>
      {/* TabContext shares the selected value and an id prefix with the list and the panels. */}
      <TabContext value={tab}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList onChange={(event, newValue: string) => setTab(newValue)} aria-label="Order #4817">
            <Tab label="Items" value="items" />
            <Tab label="Shipping" value="shipping" />
            <Tab label="Invoice" value="invoice" />
          </TabList>
        </Box>
        <TabPanel value="items">
          {items.map((item) => (
            <Typography key={item.name}>
              {item.qty} × {item.name} — {item.price}
            </Typography>
          ))}
        </TabPanel>
        <TabPanel value="shipping">
          <Typography>Standard delivery to Lyon, France. Expected on 14 March.</Typography>
        </TabPanel>
        <TabPanel value="invoice">
          <Typography>Invoice INV-2024-0312 was sent to the billing email address.</Typography>
        </TabPanel>
      </TabContext>
    </Box>
  );
}
