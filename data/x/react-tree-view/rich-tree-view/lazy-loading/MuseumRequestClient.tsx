import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

type Exhibit = { id: string; label: string; childrenCount: number };

const wings: Exhibit[] = [
  { id: 'mus-sculpture', label: 'Sculpture wing', childrenCount: 2 },
  { id: 'mus-textiles', label: 'Textiles wing', childrenCount: 2 },
];

const rooms: Record<string, Exhibit[]> = {
  'mus-sculpture': [
    { id: 'mus-sculpture-bronze', label: 'Bronze casts', childrenCount: 0 },
    { id: 'mus-sculpture-marble', label: 'Marble busts', childrenCount: 0 },
  ],
  'mus-textiles': [
    { id: 'mus-textiles-tapestry', label: 'Tapestries', childrenCount: 0 },
    { id: 'mus-textiles-lace', label: 'Lace collection', childrenCount: 0 },
  ],
};

// A tiny request client: one request per key at a time, results kept for later calls.
class RequestClient {
  private results = new Map<string, Promise<Exhibit[]>>();

  private onNetworkCall: (key: string) => void;

  constructor(onNetworkCall: (key: string) => void) {
    this.onNetworkCall = onNetworkCall;
  }

  fetchQuery(key: string, load: () => Promise<Exhibit[]>) {
    let pending = this.results.get(key);
    if (!pending) {
      this.onNetworkCall(key);
      pending = load().catch((error: unknown) => {
        this.results.delete(key); // let the next call retry
        throw error;
      });
      this.results.set(key, pending);
    }
    return pending;
  }
}

function loadRooms(parentId?: string) {
  return new Promise<Exhibit[]>((resolve) => {
    setTimeout(() => resolve(parentId ? (rooms[parentId] ?? []) : wings), 1200);
  });
}

export default function MuseumRequestClient() {
  const [calls, setCalls] = React.useState<string[]>([]);
  const [client] = React.useState(
    () => new RequestClient((key) => setCalls((previous) => [...previous, key])),
  );

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (exhibit: Exhibit) => exhibit.childrenCount,
      getTreeItems: (parentId?: string) =>
        client.fetchQuery(`rooms:${parentId ?? 'root'}`, () => loadRooms(parentId)),
    }),
    [client],
  );

  const prefetchTextiles = () => {
    client.fetchQuery('rooms:mus-textiles', () => loadRooms('mus-textiles'));
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Button size="small" variant="outlined" onClick={prefetchTextiles}>
        Prefetch the textiles wing
      </Button>
      <RichTreeViewPro
        aria-label="Museum collection"
        items={wings}
        dataSource={dataSource}
        sx={{ mt: 1 }}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        Network calls: {calls.length === 0 ? 'none yet' : calls.join(', ')}
      </Typography>
    </Box>
  );
}
