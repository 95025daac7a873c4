import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Location = TreeViewBaseItem<{ id: string; label: string; closed?: boolean }>;

const locations: Location[] = [
  {
    id: 'uk',
    label: 'United Kingdom',
    children: [
      { id: 'uk-leeds', label: 'Leeds' },
      { id: 'uk-bristol', label: 'Bristol (closed)', closed: true },
    ],
  },
  {
    id: 'fr',
    label: 'France',
    children: [
      { id: 'fr-lyon', label: 'Lyon' },
      { id: 'fr-nantes', label: 'Nantes' },
    ],
  },
];

const isClosed = (location: Location) => Boolean(location.closed);

function openIds(items: Location[]): string[] {
  return items.flatMap((item) =>
    isClosed(item) ? [] : [item.id, ...openIds(item.children ?? [])],
  );
}
const allOpenIds = openIds(locations);

export default function StoreLocations() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(allOpenIds)}>
          Select all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelected([])}>
          Clear
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {selected.length} selected
        </Typography>
      </Stack>
      <RichTreeView
        aria-label="Store locations"
        items={locations}
        isItemDisabled={isClosed}
        multiSelect
        defaultExpandedItems={['uk', 'fr']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
    </Box>
  );
}
