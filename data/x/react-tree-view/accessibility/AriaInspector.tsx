import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const catalogue: TreeViewBaseItem[] = [
  {
    id: 'furniture',
    label: 'Furniture',
    children: [
      { id: 'chairs', label: 'Chairs' },
      { id: 'desks', label: 'Desks (discontinued)' },
    ],
  },
  { id: 'lighting', label: 'Lighting', children: [{ id: 'lamps', label: 'Desk lamps' }] },
];

const attributes = ['role', 'aria-expanded', 'aria-selected', 'aria-disabled', 'tabindex'];

export default function AriaInspector() {
  const apiRef = useTreeViewApiRef();
  const [focusedId, setFocusedId] = React.useState<string | null>(null);
  const [changes, setChanges] = React.useState(0);
  const [report, setReport] = React.useState<string[]>([]);

  // Read the attributes after React has applied the latest state to the DOM.
  React.useEffect(() => {
    const element = focusedId ? apiRef.current?.getItemDOMElement(focusedId) : null;
    if (element) {
      setReport(attributes.map((name) => `${name}="${element.getAttribute(name) ?? '(absent)'}"`));
    }
  }, [focusedId, changes, apiRef]);

  const refresh = () => setChanges((count) => count + 1);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Product catalogue"
        items={catalogue}
        multiSelect
        isItemDisabled={(item) => item.id === 'desks'}
        disabledItemsFocusable
        defaultExpandedItems={['furniture']}
        onItemFocus={(event, itemId) => setFocusedId(itemId)}
        onExpandedItemsChange={refresh}
        onSelectedItemsChange={refresh}
        sx={{ flex: '1 1 220px' }}
      />
      <Box sx={{ flex: '1 1 220px', fontFamily: 'monospace', fontSize: 13 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Attributes of the focused item
        </Typography>
        {report.length === 0
          ? 'Focus an item to inspect it.'
          : report.map((line) => <div key={line}>{line}</div>)}
      </Box>
    </Box>
  );
}
