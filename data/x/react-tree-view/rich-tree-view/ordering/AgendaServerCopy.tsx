import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const agenda: TreeViewBaseItem[] = [
  {
    id: 'agd-morning',
    label: 'Morning',
    children: [
      { id: 'agd-keynote', label: 'Opening keynote' },
      { id: 'agd-accessibility', label: 'Accessible forms workshop' },
    ],
  },
  {
    id: 'agd-afternoon',
    label: 'Afternoon',
    children: [
      { id: 'agd-panel', label: 'Open source panel' },
      { id: 'agd-lightning', label: 'Lightning talks' },
    ],
  },
];

const copyExpanded = ['copy:agd-morning', 'copy:agd-afternoon'];

export default function AgendaServerCopy() {
  const apiRef = useTreeViewApiRef();
  // What the server stored last: the whole tree, as returned by getItemTree().
  const [serverCopy, setServerCopy] = React.useState<TreeViewBaseItem[]>(agenda);
  const [saves, setSaves] = React.useState(0);

  const handlePositionChange = () => {
    const tree = apiRef.current?.getItemTree();
    if (tree) {
      setTimeout(() => {
        setServerCopy(tree);
        setSaves((count) => count + 1);
      }, 300);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <div>
        <Typography variant="subtitle2" component="p">
          Editable agenda
        </Typography>
        <RichTreeViewPro
          aria-label="Editable conference agenda"
          apiRef={apiRef}
          items={agenda}
          itemsReordering
          defaultExpandedItems={['agd-morning', 'agd-afternoon']}
          onItemPositionChange={handlePositionChange}
          sx={{ minWidth: 240 }}
        />
      </div>
      <div>
        <Typography variant="subtitle2" component="p">
          Server copy (saved {saves} {saves === 1 ? 'time' : 'times'})
        </Typography>
        <RichTreeView
          aria-label="Conference agenda stored on the server"
          items={serverCopy}
          // Distinct ids, since both trees are on the same page.
          getItemId={(session) => `copy:${session.id}`}
          defaultExpandedItems={copyExpanded}
          disableSelection
          sx={{ minWidth: 240 }}
        />
      </div>
    </Stack>
  );
}
