import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const groupIds = ['ceo', 'engineering', 'platform', 'sales'];

export default function OrgChartV7Props() {
  // v6: expanded / onNodeToggle, selected / onNodeSelect
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['ceo', 'engineering']);
  const [selectedItem, setSelectedItem] = React.useState<string | null>('platform');

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpandedItems(groupIds)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Organisation"
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        // v6: defaultExpandIcon / defaultCollapseIcon props
        slots={{ expandIcon: AddBoxOutlinedIcon, collapseIcon: IndeterminateCheckBoxOutlinedIcon }}
      >
        {/* v6: nodeId="ceo" */}
        <TreeItem itemId="ceo" label="Chief Executive Officer">
          <TreeItem itemId="engineering" label="Engineering">
            <TreeItem itemId="platform" label="Platform team">
              <TreeItem itemId="platform-api" label="API squad" />
              <TreeItem itemId="platform-infra" label="Infrastructure squad" />
            </TreeItem>
            <TreeItem itemId="mobile" label="Mobile team" />
          </TreeItem>
          <TreeItem itemId="sales" label="Sales">
            <TreeItem itemId="sales-emea" label="EMEA" />
            <TreeItem itemId="sales-americas" label="Americas" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        Selected: {selectedItem ?? 'nothing'}
      </Typography>
    </Box>
  );
}
