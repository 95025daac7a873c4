import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// The lab version of this tree:
// <TreeView defaultCollapseIcon={<ExpandMoreIcon />} defaultExpandIcon={<ChevronRightIcon />}
//   defaultExpanded={['recipes']}>
//   <TreeItem nodeId="recipes" label="Recipes">…
export default function LabTreeToday() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <SimpleTreeView aria-label="Recipe book" defaultExpandedItems={['recipes', 'desserts']}>
        <TreeItem itemId="recipes" label="Recipes">
          <TreeItem itemId="starters" label="Starters">
            <TreeItem itemId="gazpacho" label="Gazpacho" />
            <TreeItem itemId="bruschetta" label="Bruschetta" />
          </TreeItem>
          <TreeItem itemId="desserts" label="Desserts">
            <TreeItem itemId="tarte-tatin" label="Tarte tatin" />
            <TreeItem itemId="panna-cotta" label="Panna cotta" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="shopping" label="Shopping lists" />
      </SimpleTreeView>
    </Box>
  );
}
