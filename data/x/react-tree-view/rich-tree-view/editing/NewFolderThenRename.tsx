import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialFolders: TreeViewBaseItem[] = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'harbour-bridge', label: 'Harbour bridge survey' },
      { id: 'school-annex', label: 'School annex' },
    ],
  },
];

const renameItem = (items: TreeViewBaseItem[], id: string, label: string): TreeViewBaseItem[] =>
  items.map((item) =>
    item.id === id ? { ...item, label } : { ...item, children: item.children && renameItem(item.children, id, label) },
  );

const isSubfolder = (item: TreeViewBaseItem) => item.id !== 'projects';

const slotProps = { item: { slotProps: { labelInput: { 'aria-label': 'Folder name' } } } };

export default function NewFolderThenRename() {
  const apiRef = useTreeViewApiRef();
  const [folders, setFolders] = React.useState(initialFolders);
  const [pendingEdit, setPendingEdit] = React.useState<string | null>(null);
  const nextNumber = React.useRef(1);

  const addFolder = () => {
    const id = `new-folder-${nextNumber.current}`;
    nextNumber.current += 1;
    setFolders((previous) =>
      previous.map((root) =>
        root.id === 'projects'
          ? { ...root, children: [...(root.children ?? []), { id, label: 'Untitled folder' }] }
          : root,
      ),
    );
    setPendingEdit(id);
  };

  // The new entry exists in the tree only after the render that follows setFolders.
  React.useEffect(() => {
    if (pendingEdit) {
      apiRef.current?.setEditedItem(pendingEdit);
      setPendingEdit(null);
    }
  }, [apiRef, pendingEdit, folders]);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={addFolder}>
        New folder
      </Button>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Project folders"
        items={folders}
        isItemEditable={isSubfolder}
        defaultExpandedItems={['projects']}
        slotProps={slotProps}
        onItemLabelChange={(itemId, newLabel) => setFolders((previous) => renameItem(previous, itemId, newLabel))}
      />
    </Box>
  );
}
