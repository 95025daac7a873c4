import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import { tabClasses } from '@mui/material/Tab';
import Typography from '@mui/material/Typography';

const ranges = ['1D', '1W', '1M', '1Y', 'All'];

export default function SegmentedRangeTabs() {
  const [range, setRange] = React.useState('1M');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography sx={{ fontWeight: 500 }}>Portfolio value</Typography>
      <Tabs
        value={range}
        onChange={(event, newValue: string) => setRange(newValue)}
        aria-label="Chart range"
        slotProps={{
          // The indicator becomes a raised "thumb" behind the selected label.
          indicator: {
            sx: { height: '100%', borderRadius: 1.5, bgcolor: 'background.paper', boxShadow: 1 },
          },
        }}
        sx={{
          minHeight: 0,
          p: 0.5,
          borderRadius: 2,
          bgcolor: 'action.selected',
          [`& .${tabsClasses.list}`]: { gap: 0.5 },
          [`& .${tabClasses.root}`]: {
            zIndex: 1,
            minWidth: 48,
            minHeight: 32,
            py: 0.5,
            textTransform: 'none',
            fontWeight: 600,
            color: 'text.primary',
          },
          [`& .${tabClasses.selected}`]: { color: 'primary.main' },
        }}
      >
        {ranges.map((item) => (
          <Tab key={item} value={item} label={item} disableRipple />
        ))}
      </Tabs>
    </Box>
  );
}
