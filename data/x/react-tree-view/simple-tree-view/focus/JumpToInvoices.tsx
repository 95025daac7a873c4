import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

type PendingFocus = { itemId: string; event: React.SyntheticEvent };

export default function JumpToInvoices() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const pendingFocus = React.useRef<PendingFocus | null>(null);

  // Runs after the parents have opened and the target item is mounted.
  React.useEffect(() => {
    if (pendingFocus.current && apiRef.current) {
      apiRef.current.focusItem(pendingFocus.current.event, pendingFocus.current.itemId);
      pendingFocus.current = null;
    }
  }, [expanded, apiRef]);

  const jumpToInvoices = (event: React.MouseEvent) => {
    const path = ['accounting', 'accounting-2025'];
    if (path.every((id) => expanded.includes(id))) {
      apiRef.current?.focusItem(event, 'invoices-march');
      return;
    }
    pendingFocus.current = { itemId: 'invoices-march', event };
    setExpanded((previous) => Array.from(new Set([...previous, ...path])));
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Button size="small" variant="outlined" onClick={jumpToInvoices} sx={{ mb: 1 }}>
        Jump to March invoices
      </Button>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Shared drive"
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="marketing" label="Marketing">
          <TreeItem itemId="campaigns" label="Campaigns" />
        </TreeItem>
        <TreeItem itemId="accounting" label="Accounting">
          <TreeItem itemId="accounting-2025" label="2025">
            <TreeItem itemId="invoices-february" label="February invoices" />
            <TreeItem itemId="invoices-march" label="March invoices" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
