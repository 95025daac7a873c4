import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const chapterIds = ['welcome', 'policies', 'policies-leave', 'tools'];

export default function HandbookChapters() {
  const [expanded, setExpanded] = React.useState<string[]>(['welcome']);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={expanded.length === chapterIds.length}
          onClick={() => setExpanded(chapterIds)}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={expanded.length === 0}
          onClick={() => setExpanded([])}
        >
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Employee handbook"
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="welcome" label="1. Welcome">
          <TreeItem itemId="welcome-mission" label="Our mission" />
          <TreeItem itemId="welcome-values" label="Values" />
        </TreeItem>
        <TreeItem itemId="policies" label="2. Policies">
          <TreeItem itemId="policies-leave" label="Leave">
            <TreeItem itemId="policies-leave-annual" label="Annual leave" />
            <TreeItem itemId="policies-leave-parental" label="Parental leave" />
          </TreeItem>
          <TreeItem itemId="policies-remote" label="Remote work" />
        </TreeItem>
        <TreeItem itemId="tools" label="3. Tools">
          <TreeItem itemId="tools-laptop" label="Laptop setup" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
