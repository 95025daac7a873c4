import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const shifts: TreeViewBaseItem[] = [
  {
    id: 'mon',
    label: 'Monday 3 March',
    children: [
      { id: 'mon-am', label: 'Morning clinic, Dr Okafor' },
      { id: 'mon-pm', label: 'Afternoon clinic, Dr Varga' },
    ],
  },
  {
    id: 'tue',
    label: 'Tuesday 4 March',
    children: [
      { id: 'tue-am', label: 'Morning clinic, Dr Varga' },
      { id: 'tue-pm', label: 'Afternoon clinic, Dr Okafor' },
    ],
  },
];

const mornings = ['mon-am', 'tue-am'];

export default function ClinicShiftsControlled() {
  const [selected, setSelected] = React.useState<string[]>(['mon-pm']);

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(mornings)}>
          Mornings only
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Clinic shifts to cover"
        items={shifts}
        multiSelect
        defaultExpandedItems={['mon', 'tue']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Covering: {selected.length ? selected.join(', ') : 'no shift'}
      </Typography>
    </Box>
  );
}
