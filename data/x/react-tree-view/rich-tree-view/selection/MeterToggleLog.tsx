import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const meters: TreeViewBaseItem[] = [
  {
    id: 'building-a',
    label: 'Building A',
    children: [
      { id: 'a-main', label: 'Main feed (kWh)' },
      { id: 'a-hvac', label: 'HVAC (kWh)' },
    ],
  },
  {
    id: 'building-b',
    label: 'Building B',
    children: [
      { id: 'b-main', label: 'Main feed (kWh)' },
      { id: 'b-solar', label: 'Rooftop solar (kWh)' },
    ],
  },
];

type LogEntry = { key: number; text: string };

export default function MeterToggleLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const handleToggle = (event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    counter.current += 1;
    const entry = { key: counter.current, text: `${itemId} ${isSelected ? 'added to' : 'removed from'} the chart` };
    setLog((previous) => [entry, ...previous].slice(0, 5));
  };

  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 260 }}>
        <RichTreeView
          aria-label="Meters to chart"
          items={meters}
          multiSelect
          checkboxSelection
          selectionPropagation={{ descendants: true }}
          defaultExpandedItems={['building-a', 'building-b']}
          onItemSelectionToggle={handleToggle}
        />
      </Box>
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2" component="p">Latest changes</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Tick a meter or a building.
          </Typography>
        ) : (
          <List dense disablePadding>
            {log.map((entry) => (
              <ListItem key={entry.key} disableGutters>
                <Typography variant="body2">{entry.text}</Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
