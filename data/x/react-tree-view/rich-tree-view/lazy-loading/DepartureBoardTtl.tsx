import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

type Departure = { id: string; label: string; childrenCount: number };

const terminals: Departure[] = [
  { id: 'dep-t1', label: 'Terminal 1', childrenCount: 3 },
  { id: 'dep-t2', label: 'Terminal 2', childrenCount: 2 },
];

const flights: Record<string, Departure[]> = {
  'dep-t1': [
    { id: 'dep-t1-ba471', label: '07:40 Lisbon, gate A3', childrenCount: 0 },
    { id: 'dep-t1-lh902', label: '08:15 Frankfurt, gate A7', childrenCount: 0 },
    { id: 'dep-t1-ib316', label: '09:05 Madrid, gate A1', childrenCount: 0 },
  ],
  'dep-t2': [
    { id: 'dep-t2-kl184', label: '07:55 Amsterdam, gate B2', childrenCount: 0 },
    { id: 'dep-t2-sk530', label: '10:20 Copenhagen, gate B9', childrenCount: 0 },
  ],
};

// Departure times change often: keep fetched gates for 10 seconds only.
const shortCache = new DataSourceCacheDefault({ ttl: 10_000 });

export default function DepartureBoardTtl() {
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (departure: Departure) => departure.childrenCount,
      getTreeItems: (parentId?: string) => {
        const terminal = terminals.find((entry) => entry.id === parentId)?.label ?? 'all terminals';
        setLog((entries) => [`Request ${entries.length + 1}: ${terminal}`, ...entries].slice(0, 4));
        return new Promise<Departure[]>((resolve) => {
          setTimeout(() => resolve(parentId ? (flights[parentId] ?? []) : terminals), 500);
        });
      },
    }),
    [],
  );

  return (
    <Box sx={{ maxWidth: 400 }}>
      <RichTreeViewPro
        aria-label="Departures by terminal"
        items={terminals}
        dataSource={dataSource}
        dataSourceCache={shortCache}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {log.length === 0 ? 'No request sent yet.' : log.join(' · ')}
      </Typography>
    </Box>
  );
}
