import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const branches: TreeViewBaseItem[] = [
  {
    id: 'central',
    label: 'Central library',
    children: [
      { id: 'central-study', label: 'Study rooms' },
      { id: 'central-archive', label: 'Local archive' },
    ],
  },
  {
    id: 'riverside',
    label: 'Riverside branch',
    children: [{ id: 'riverside-kids', label: 'Children’s corner' }],
  },
  { id: 'mobile', label: 'Mobile library van' },
];

const closable = [
  { id: 'central-archive', label: 'Archive closed' },
  { id: 'riverside', label: 'Riverside closed' },
  { id: 'mobile', label: 'Van off the road' },
];

export default function BranchClosures() {
  const apiRef = useTreeViewApiRef();
  const [closed, setClosed] = React.useState<string[]>([]);

  const toggle = (itemId: string, shouldBeDisabled: boolean) => {
    apiRef.current?.setIsItemDisabled({ itemId, shouldBeDisabled });
    setClosed((previous) =>
      shouldBeDisabled ? [...previous, itemId] : previous.filter((id) => id !== itemId),
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormGroup role="group" aria-label="Closures today">
        {closable.map((entry) => (
          <FormControlLabel
            key={entry.id}
            label={entry.label}
            control={
              <Checkbox
                size="small"
                checked={closed.includes(entry.id)}
                onChange={(event) => toggle(entry.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ flex: 1, maxWidth: 320 }}>
        <RichTreeView
          apiRef={apiRef}
          aria-label="Library branches"
          items={branches}
          defaultExpandedItems={['central', 'riverside']}
        />
      </Box>
    </Stack>
  );
}
