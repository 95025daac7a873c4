import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function HandbookOutline() {
  return (
    <Box sx={{ minHeight: 230, maxWidth: 340 }}>
      <SimpleTreeView aria-label="Employee handbook outline" disableSelection defaultExpandedItems={['leave']}>
        <TreeItem itemId="welcome" label="1. Welcome" />
        <TreeItem itemId="leave" label="2. Time off">
          <TreeItem itemId="leave-annual" label="2.1 Annual leave" />
          <TreeItem itemId="leave-sick" label="2.2 Sick leave" />
          <TreeItem itemId="leave-parental" label="2.3 Parental leave" />
        </TreeItem>
        <TreeItem itemId="expenses" label="3. Expenses">
          <TreeItem itemId="expenses-travel" label="3.1 Travel" />
          <TreeItem itemId="expenses-equipment" label="3.2 Home office equipment" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
