import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Story {
  id: string;
  title: string;
  points: number;
  owner: string;
  // Shown next to the pointer while the row is dragged.
  __reorder__: string;
}

const initialStories: Story[] = [
  { id: 'WEB-210', title: 'Checkout with saved cards', points: 8, owner: 'Amara', __reorder__: 'WEB-210' },
  { id: 'WEB-214', title: 'Order history filters', points: 5, owner: 'Lucas', __reorder__: 'WEB-214' },
  { id: 'WEB-218', title: 'Dark mode for emails', points: 3, owner: 'Hana', __reorder__: 'WEB-218' },
  { id: 'WEB-221', title: 'Faster product search', points: 13, owner: 'Diego', __reorder__: 'WEB-221' },
  { id: 'WEB-225', title: 'Accessible date picker', points: 5, owner: 'Freya', __reorder__: 'WEB-225' },
];

const columns: GridColDef<Story>[] = [
  { field: 'id', headerName: 'Story', width: 100 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export default function SprintBacklog() {
  const [stories, setStories] = React.useState(initialStories);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    // Keep your copy in the same order as the grid (and save it to your API here).
    setStories((prev) => moveItem(prev, params.oldIndex, params.targetIndex));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPro
          rows={stories}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </div>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Saved order: {stories.map((story) => story.id).join(' → ')}
      </Typography>
    </Stack>
  );
}
