import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function GarageServiceSingle() {
  return (
    <Box sx={{ minHeight: 250, maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Service to book"
        defaultExpandedItems={['maintenance']}
        defaultSelectedItems="oil-change"
      >
        <TreeItem itemId="maintenance" label="Maintenance">
          <TreeItem itemId="oil-change" label="Oil and filter change" />
          <TreeItem itemId="brake-check" label="Brake inspection" />
          <TreeItem itemId="tyre-rotation" label="Tyre rotation" />
        </TreeItem>
        <TreeItem itemId="repairs" label="Repairs">
          <TreeItem itemId="windscreen" label="Windscreen chip repair" />
          <TreeItem itemId="exhaust" label="Exhaust replacement" />
        </TreeItem>
        <TreeItem itemId="mot" label="Annual roadworthiness test" />
      </SimpleTreeView>
    </Box>
  );
}
