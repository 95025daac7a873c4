import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A function, so each mounted tree gets its own objects (getItemTree writes `children` on them).
function createAgenda(): TreeViewBaseItem[] {
  return [
    {
      id: 'main-stage',
      label: 'Main stage',
      children: [
        { id: 'keynote', label: '09:00 Opening keynote' },
        { id: 'panel', label: '10:30 Panel: open data' },
      ],
    },
    {
      id: 'room-b',
      label: 'Room B',
      children: [
        { id: 'workshop', label: '09:30 Accessibility workshop' },
        { id: 'lightning', label: '11:00 Lightning talks' },
      ],
    },
  ];
}

function toOutline(items: TreeViewBaseItem[], depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}- ${item.label}`,
    ...toOutline(item.children ?? [], depth + 1),
  ]);
}

export default function SaveAgendaOrder() {
  const apiRef = useTreeViewApiRef();
  const [agenda] = React.useState(createAgenda);
  const [saved, setSaved] = React.useState<string>('');

  const save = () => {
    const tree = apiRef.current?.getItemTree();
    if (tree) {
      setSaved(toOutline(tree).join('\n'));
    }
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <RichTreeViewPro
        apiRef={apiRef}
        aria-label="Conference agenda"
        items={agenda}
        itemsReordering
        defaultExpandedItems={['main-stage', 'room-b']}
      />
      <Button size="small" variant="outlined" onClick={save} sx={{ mt: 1 }}>
        Save order
      </Button>
      {saved ? (
        <Box component="pre" aria-label="Saved agenda" sx={{ typography: 'body2', fontFamily: 'monospace', m: 0, mt: 1 }}>
          {saved}
        </Box>
      ) : null}
    </Box>
  );
}
