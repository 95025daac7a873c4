import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const itinerary: TreeViewBaseItem[] = [
  {
    id: 'day-1',
    label: 'Day 1: Kyoto',
    children: [
      { id: 'fushimi', label: 'Fushimi Inari shrine' },
      { id: 'nishiki', label: 'Nishiki market lunch' },
      { id: 'gion', label: 'Evening walk in Gion' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2: Nara',
    children: [
      { id: 'deer-park', label: 'Nara deer park' },
      { id: 'todaiji', label: 'Todai-ji temple' },
    ],
  },
];

export default function TripItinerary() {
  const [lastMove, setLastMove] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="Trip itinerary"
        items={itinerary}
        itemsReordering
        defaultExpandedItems={['day-1', 'day-2']}
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setLastMove(
            `${itemId}: ${oldPosition.parentId ?? 'root'} #${oldPosition.index + 1} → ` +
              `${newPosition.parentId ?? 'root'} #${newPosition.index + 1}`,
          )
        }
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {lastMove ?? 'Drag an activity to another place or another day.'}
      </Typography>
    </Box>
  );
}
