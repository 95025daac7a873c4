import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Monthly active users of a product, in thousands, by platform.
const platforms = [
  { id: 'web', label: 'Web', data: [182, 190, 201, 198, 210, 224] },
  { id: 'ios', label: 'iOS', data: [121, 130, 142, 150, 163, 171] },
  { id: 'android', label: 'Android', data: [96, 104, 118, 131, 140, 158] },
  { id: 'desktop', label: 'Desktop app', data: [44, 43, 45, 41, 40, 38] },
];

const highlightScope = { highlight: 'series', fade: 'global' } as const;

export default function SyncedSeriesHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
      <List dense aria-label="Platforms" sx={{ minWidth: 180 }}>
        {platforms.map((platform) => (
          <ListItem key={platform.id} disablePadding>
            <ListItemButton
              selected={highlighted?.seriesId === platform.id}
              // Pointer and keyboard focus both drive the chart's highlight.
              onMouseEnter={() => setHighlighted({ seriesId: platform.id })}
              onFocus={() => setHighlighted({ seriesId: platform.id })}
              onMouseLeave={() => setHighlighted(null)}
              onBlur={() => setHighlighted(null)}
            >
              <ListItemText
                primary={platform.label}
                secondary={`${platform.data[platform.data.length - 1]}k users in June`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LineChart
          height={300}
          margin={{ top: 24 }}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}k` }]}
          series={platforms.map((platform) => ({ ...platform, highlightScope }))}
          highlightedItem={highlighted}
          onHighlightChange={setHighlighted}
        />
      </Box>
    </Box>
  );
}
