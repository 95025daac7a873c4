import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const lineup: TreeViewBaseItem[] = [
  {
    id: 'fest-main',
    label: 'Main stage',
    children: [
      { id: 'fest-harbour-lights', label: 'Harbour Lights' },
      { id: 'fest-paper-kites', label: 'The Paper Kites Tribute' },
      { id: 'fest-dune', label: 'Dune Radio' },
    ],
  },
  {
    id: 'fest-tent',
    label: 'Tent stage',
    children: [
      { id: 'fest-moss', label: 'Moss & Stone' },
      { id: 'fest-quartet', label: 'Northside String Quartet' },
    ],
  },
  { id: 'fest-acoustic', label: 'Acoustic corner', children: [{ id: 'fest-ida', label: 'Ida Brenner' }] },
];

export default function FestivalLeafMoves() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="Festival line-up"
        apiRef={apiRef}
        items={lineup}
        itemsReordering
        defaultExpandedItems={['fest-main', 'fest-tent', 'fest-acoustic']}
        // Only acts (entries without children right now) can be picked up; stages stay put.
        isItemReorderable={(itemId) => apiRef.current?.getItemOrderedChildrenIds(itemId).length === 0}
      />
    </Box>
  );
}
