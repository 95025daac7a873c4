import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

type Region = { id: string; label: string; childrenCount: number };

const regions: Region[] = [
  { id: 'north', label: 'North region', childrenCount: 2 },
  { id: 'south', label: 'South region', childrenCount: 2 },
];

const stores: Record<string, Region[]> = {
  north: [
    { id: 'north-1', label: 'Store 101, Harbour Street', childrenCount: 0 },
    { id: 'north-2', label: 'Store 102, Mill Lane', childrenCount: 0 },
  ],
  south: [
    { id: 'south-1', label: 'Store 201, Market Square', childrenCount: 0 },
    { id: 'south-2', label: 'Store 202, Station Road', childrenCount: 0 },
  ],
};

// A cache that never keeps anything: every expansion asks the server again.
const noCache = { get: () => undefined, set: () => {}, clear: () => {} };

export default function RequestCounter() {
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (region: Region) => region.childrenCount,
      getTreeItems: (parentId?: string) => {
        setRequests((count) => count + 1);
        return new Promise<Region[]>((resolve) => {
          setTimeout(() => resolve(parentId ? (stores[parentId] ?? []) : regions), 400);
        });
      },
    }),
    [],
  );

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="Store stock levels"
        items={regions}
        dataSource={dataSource}
        dataSourceCache={noCache}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        Requests sent: {requests}. Close and reopen a region: it is fetched again.
      </Typography>
    </Box>
  );
}
