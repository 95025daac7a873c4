import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const addresses: TreeViewBaseItem[] = [
  {
    id: 'lisbon',
    label: 'Lisbon',
    children: [
      {
        id: 'alfama',
        label: 'Alfama',
        children: [
          { id: 'rua-sao-miguel', label: 'Rua de São Miguel' },
          { id: 'largo-chafariz', label: 'Largo do Chafariz de Dentro' },
        ],
      },
      { id: 'belem', label: 'Belém', children: [{ id: 'rua-junqueira', label: 'Rua da Junqueira' }] },
    ],
  },
];

export default function GoUpALevel() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('rua-sao-miguel');
  // Known for the initial selection; updated from the API afterwards.
  const [parentId, setParentId] = React.useState<string | null>('alfama');

  const select = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    setSelected(itemId);
    setParentId(itemId && apiRef.current ? apiRef.current.getParentId(itemId) : null);
  };

  const goUp = (event: React.MouseEvent) => {
    if (parentId && apiRef.current) {
      select(event, parentId);
      apiRef.current.focusItem(event, parentId);
    }
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Button size="small" variant="outlined" disabled={!parentId} onClick={goUp} sx={{ mb: 1 }}>
        Go up a level
      </Button>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Addresses"
        items={addresses}
        defaultExpandedItems={['lisbon', 'alfama']}
        selectedItems={selected}
        onSelectedItemsChange={select}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Parent of the selection: {parentId ?? 'none (top level)'}
      </Typography>
    </Box>
  );
}
