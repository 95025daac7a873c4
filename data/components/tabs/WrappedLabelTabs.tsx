import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const modules = [
  { value: 'intro', label: 'Introduction' },
  { value: 'forms', label: 'Module 2: accessible forms and inline validation messages' },
  { value: 'tables', label: 'Module 3: data tables' },
];

export default function WrappedLabelTabs() {
  const [module, setModule] = React.useState('forms');

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={module}
        onChange={(event, newValue: string) => setModule(newValue)}
        aria-label="Course modules"
      >
        {modules.map((item) => (
          // `wrapped` lets a long label break over two lines in a smaller font.
          <Tab key={item.value} value={item.value} label={item.label} wrapped />
        ))}
      </Tabs>
    </Box>
  );
}
