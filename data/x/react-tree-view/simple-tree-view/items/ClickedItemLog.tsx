import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ClickedItemLog() {
  const apiRef = useTreeViewApiRef();
  const [message, setMessage] = React.useState('Click an office to see where it sits.');

  const handleItemClick = (event: React.MouseEvent, itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const parentId = api.getParentId(itemId);
    const children = api.getItemOrderedChildrenIds(itemId);
    setMessage(
      `${itemId}: parent ${parentId ?? 'none (root item)'}, ` +
        `${children.length} mounted child item${children.length === 1 ? '' : 's'}`,
    );
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Company offices"
        defaultExpandedItems={['europe']}
        onItemClick={handleItemClick}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="berlin" label="Berlin" />
          <TreeItem itemId="lisbon" label="Lisbon" />
        </TreeItem>
        <TreeItem itemId="americas" label="Americas">
          <TreeItem itemId="toronto" label="Toronto" />
          <TreeItem itemId="austin" label="Austin" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Box>
  );
}
