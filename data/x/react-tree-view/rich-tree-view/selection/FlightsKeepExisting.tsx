import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const departures: TreeViewBaseItem[] = [
  {
    id: 'terminal-1',
    label: 'Terminal 1',
    children: [
      { id: 'BA402', label: 'BA402 to Madrid, 07:40' },
      { id: 'LH931', label: 'LH931 to Frankfurt, 08:15' },
    ],
  },
  {
    id: 'terminal-2',
    label: 'Terminal 2',
    children: [
      { id: 'AF1181', label: 'AF1181 to Paris, 09:05' },
      { id: 'KL1010', label: 'KL1010 to Amsterdam, 09:50' },
    ],
  },
];

const delayed = 'KL1010';

export default function FlightsKeepExisting() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>(['BA402']);

  const flagDelayed = (event: React.MouseEvent, keepExistingSelection: boolean) => {
    apiRef.current?.setItemSelection({
      event,
      itemId: delayed,
      shouldBeSelected: true,
      keepExistingSelection,
    });
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => flagDelayed(event, true)}>
          Add delayed flight
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => flagDelayed(event, false)}>
          Only the delayed flight
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Departures to notify"
        apiRef={apiRef}
        items={departures}
        multiSelect
        defaultExpandedItems={['terminal-1', 'terminal-2']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Notify passengers of: {selected.join(', ') || 'no flight'}
      </Typography>
    </Box>
  );
}
