import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const categories = [
  'All products',
  'Laptops',
  'Phones',
  'Tablets',
  'Headphones',
  'Cameras',
  'Smart home',
  'Gaming',
  'Accessories',
  'Refurbished',
];

export default function ScrollableTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 520 }, bgcolor: 'background.paper', mx: 'auto' }}>
      <Tabs
        value={value}
        onChange={(event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Product categories"
      >
        {categories.map((category) => (
          <Tab key={category} label={category} />
        ))}
      </Tabs>
    </Box>
  );
}
