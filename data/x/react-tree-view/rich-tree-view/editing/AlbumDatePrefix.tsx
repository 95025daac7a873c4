import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Album = TreeViewBaseItem<{ id: string; label: string; month?: string }>;

const albums: Album[] = [
  {
    id: 'travel',
    label: 'Travel',
    children: [
      { id: 'lisbon', label: 'Lisbon weekend', month: '2024-03' },
      { id: 'dolomites', label: 'Dolomites hike', month: '2024-08' },
    ],
  },
  {
    id: 'family',
    label: 'Family',
    children: [{ id: 'garden-party', label: 'Garden party', month: '2025-06' }],
  },
];

// Lookups built once from the data: the month of each album and the starting labels.
const monthById = new Map<string, string>();
const initialLabels: Record<string, string> = {};
const collect = (items: Album[]) =>
  items.forEach((item) => {
    initialLabels[item.id] = item.label;
    if (item.month) {
      monthById.set(item.id, item.month);
    }
    collect(item.children ?? []);
  });
collect(albums);

export default function AlbumDatePrefix() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('lisbon');
  const [labels, setLabels] = React.useState(initialLabels);

  const month = selected ? monthById.get(selected) : undefined;
  const canPrefix = Boolean(selected && month && !labels[selected].startsWith(month));

  const addMonth = () => {
    if (selected && canPrefix) {
      // The tree shows the new label at once and reports it to onItemLabelChange.
      apiRef.current?.updateItemLabel(selected, `${month} ${labels[selected]}`);
    }
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} disabled={!canPrefix} onClick={addMonth}>
        Prefix selected album with its month
      </Button>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Photo albums"
        items={albums}
        defaultExpandedItems={['travel', 'family']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        onItemLabelChange={(itemId, newLabel) => setLabels((previous) => ({ ...previous, [itemId]: newLabel }))}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        Selected: {selected ? labels[selected] : 'nothing'}
        {selected && !month ? ' (a folder, no month to add)' : ''}
      </Typography>
    </Box>
  );
}
