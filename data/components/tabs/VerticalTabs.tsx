import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const days = [
  { label: 'Monday', talks: ['Keynote: the state of React', 'Design tokens at scale'] },
  { label: 'Tuesday', talks: ['Accessible data tables', 'Server components in practice'] },
  { label: 'Wednesday', talks: ['Testing user flows', 'Closing panel'] },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);
  const idPrefix = React.useId();

  return (
    <Box sx={{ display: 'flex', bgcolor: 'background.paper', minHeight: 180 }}>
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(event, newValue: number) => setValue(newValue)}
        aria-label="Conference days"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {days.map((day, index) => (
          <Tab
            key={day.label}
            label={day.label}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
          />
        ))}
      </Tabs>
      {days.map((day, index) => (
        <Box
          key={day.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          sx={{ px: 3, py: 1 }}
        >
          {value === index && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {day.talks.map((talk) => (
                <Typography component="li" key={talk} sx={{ py: 0.5 }}>
                  {talk}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
