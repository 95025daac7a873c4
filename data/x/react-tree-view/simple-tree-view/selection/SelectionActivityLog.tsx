import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionActivityLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleToggle = (event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    setLog((previous) => [`${isSelected ? 'Added' : 'Removed'} ${itemId}`, ...previous].slice(0, 4));
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <SimpleTreeView
        aria-label="Warehouse shelves"
        multiSelect
        defaultExpandedItems={['aisle-1']}
        onItemSelectionToggle={handleToggle}
        sx={{ flex: '1 1 220px' }}
      >
        <TreeItem itemId="aisle-1" label="Aisle 1">
          <TreeItem itemId="shelf-1a" label="Shelf 1A" />
          <TreeItem itemId="shelf-1b" label="Shelf 1B" />
          <TreeItem itemId="shelf-1c" label="Shelf 1C" />
        </TreeItem>
        <TreeItem itemId="aisle-2" label="Aisle 2" />
      </SimpleTreeView>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography component="p" variant="subtitle2">
          Recent changes
        </Typography>
        <List dense aria-label="Recent selection changes">
          {log.length === 0 ? (
            <ListItem>Nothing yet</ListItem>
          ) : (
            log.map((entry, index) => <ListItem key={`${entry}-${index}`}>{entry}</ListItem>)
          )}
        </List>
      </Box>
    </Box>
  );
}
