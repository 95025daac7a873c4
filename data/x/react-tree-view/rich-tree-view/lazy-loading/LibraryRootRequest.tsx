import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

type Shelf = { id: string; label: string; childrenCount: number };

// The library's catalogue, by parent id. The key '' holds the root level.
const catalogue: Record<string, Shelf[]> = {
  '': [
    { id: 'lib-fiction', label: 'Fiction', childrenCount: 2 },
    { id: 'lib-history', label: 'History', childrenCount: 2 },
    { id: 'lib-magazines', label: 'Magazines (empty)', childrenCount: 0 },
  ],
  'lib-fiction': [
    { id: 'lib-fiction-crime', label: 'Crime', childrenCount: 2 },
    { id: 'lib-fiction-poetry', label: 'Poetry', childrenCount: 0 },
  ],
  'lib-fiction-crime': [
    { id: 'lib-crime-1', label: 'The Quiet Harbour', childrenCount: 0 },
    { id: 'lib-crime-2', label: 'Nine Locked Rooms', childrenCount: 0 },
  ],
  'lib-history': [
    { id: 'lib-history-ancient', label: 'Ancient world', childrenCount: 0 },
    { id: 'lib-history-maritime', label: 'Maritime history', childrenCount: 0 },
  ],
};

export default function LibraryRootRequest() {
  const [slow, setSlow] = React.useState(false);
  const [mount, setMount] = React.useState(0);
  const [rootStatus, setRootStatus] = React.useState('Loading the sections…');

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (shelf: Shelf) => shelf.childrenCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Shelf[]>((resolve) => {
          setTimeout(() => {
            const shelves = catalogue[parentId ?? ''] ?? [];
            if (parentId === undefined) {
              setRootStatus(`${shelves.length} sections loaded.`);
            }
            resolve(shelves);
          }, slow ? 2500 : 600);
        }),
    }),
    [slow],
  );

  const reload = () => {
    setRootStatus('Loading the sections…');
    setMount((count) => count + 1);
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={slow} onChange={(event) => setSlow(event.target.checked)} />}
          label="Slow network"
        />
        <Button size="small" variant="outlined" onClick={reload}>
          Reload the tree
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {rootStatus}
      </Typography>
      <Box sx={{ minHeight: 120 }}>
        <RichTreeViewPro key={mount} aria-label="Library catalogue" items={[]} dataSource={dataSource} />
      </Box>
    </Stack>
  );
}
