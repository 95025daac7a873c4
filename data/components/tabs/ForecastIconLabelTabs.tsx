import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import ScheduleIcon from '@mui/icons-material/Schedule';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';

export default function ForecastIconLabelTabs() {
  const [view, setView] = React.useState('today');

  return (
    <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      <Tabs
        value={view}
        onChange={(event, newValue: string) => setView(newValue)}
        variant="fullWidth"
        aria-label="Forecast"
      >
        {/* The icon sits above the label by default (iconPosition="top"). */}
        <Tab value="today" icon={<WbSunnyIcon />} label="Today" />
        <Tab value="hourly" icon={<ScheduleIcon />} label="Hourly" />
        <Tab value="tenDays" icon={<CalendarMonthIcon />} label="10 days" />
      </Tabs>
    </Box>
  );
}
