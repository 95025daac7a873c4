import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ExpandFromCode() {
  const apiRef = useTreeViewApiRef();
  const [lastChange, setLastChange] = React.useState('No change yet');

  const toggle = (itemId: string) => {
    apiRef.current?.setItemExpansion({ itemId });
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => toggle('fruit')}>
          Toggle fruit
        </Button>
        <Button size="small" variant="outlined" onClick={() => toggle('dairy')}>
          Toggle dairy
        </Button>
      </Stack>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Grocery aisles"
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          setLastChange(
            `${itemId} ${isExpanded ? 'expanded' : 'collapsed'} ${event ? 'by the user' : 'from code'}`,
          )
        }
      >
        <TreeItem itemId="fruit" label="Fruit and vegetables">
          <TreeItem itemId="fruit-apples" label="Apples" />
          <TreeItem itemId="fruit-greens" label="Leafy greens" />
        </TreeItem>
        <TreeItem itemId="dairy" label="Dairy">
          <TreeItem itemId="dairy-milk" label="Milk" />
          <TreeItem itemId="dairy-cheese" label="Cheese" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {lastChange}
      </Typography>
    </Box>
  );
}
