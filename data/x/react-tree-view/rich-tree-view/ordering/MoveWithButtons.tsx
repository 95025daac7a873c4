import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Position = { parentId: string | null; index: number };

const initialChapters: TreeViewBaseItem[] = [
  { id: 'intro', label: 'Introduction' },
  { id: 'setup', label: 'Setting up' },
  { id: 'basics', label: 'The basics' },
  { id: 'deploy', label: 'Deploying' },
];

// Apply a move to a nested array: take the item out, then insert it at its new place.
function moveItem(items: TreeViewBaseItem[], itemId: string, from: Position, to: Position) {
  let moved: TreeViewBaseItem | undefined;
  const remove = (list: TreeViewBaseItem[], parentId: string | null): TreeViewBaseItem[] => {
    const copy = list.map((item) => (item.children ? { ...item, children: remove(item.children, item.id) } : item));
    if (parentId === from.parentId) {
      [moved] = copy.splice(from.index, 1);
    }
    return copy;
  };
  const insert = (list: TreeViewBaseItem[], parentId: string | null): TreeViewBaseItem[] => {
    const copy = list.map((item) =>
      item.id === to.parentId || item.children
        ? { ...item, children: insert(item.children ?? [], item.id) }
        : item,
    );
    if (parentId === to.parentId && moved) {
      copy.splice(to.index, 0, moved);
    }
    return copy;
  };
  return insert(remove(items, null), null);
}

export default function MoveWithButtons() {
  const [chapters, setChapters] = React.useState(initialChapters);
  const [selected, setSelected] = React.useState<string | null>('basics');
  const index = chapters.findIndex((chapter) => chapter.id === selected);

  const shift = (offset: number) => {
    if (selected && index >= 0) {
      setChapters(moveItem(chapters, selected, { parentId: null, index }, { parentId: null, index: index + offset }));
    }
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" disabled={index <= 0} onClick={() => shift(-1)}>
          Move up
        </Button>
        <Button size="small" variant="outlined" disabled={index < 0 || index >= chapters.length - 1} onClick={() => shift(1)}>
          Move down
        </Button>
      </Stack>
      <RichTreeViewPro
        aria-label="Book chapters"
        items={chapters}
        itemsReordering
        canMoveItemToNewPosition={({ newPosition }) => newPosition.parentId === null}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setChapters((previous) => moveItem(previous, itemId, oldPosition, newPosition))
        }
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Saved order: {chapters.map((chapter) => chapter.label).join(' · ')}
      </Typography>
    </Box>
  );
}
