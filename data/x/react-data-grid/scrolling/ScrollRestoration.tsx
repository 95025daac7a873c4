import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Position = { top: number; left: number };

const carriers = ['DHL', 'UPS', 'GLS', 'DPD', 'PostNL'];
const rows = Array.from({ length: 80 }, (_, index) => ({
  id: index + 1,
  tracking: `TRK${String(48120 + index * 7)}`,
  carrier: carriers[index % carriers.length],
  parcels: 1 + (index % 4),
}));

const columns: GridColDef[] = [
  { field: 'tracking', headerName: 'Tracking number', flex: 1, minWidth: 160 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

function ShipmentsGrid({ saved, onScroll }: { saved: Position; onScroll: (position: Position) => void }) {
  const apiRef = useGridApiRef();

  // Record the position as the reader scrolls; it outlives this component in the parent's ref.
  React.useEffect(
    () => apiRef.current?.subscribeEvent('scrollPositionChange', ({ top, left }) => onScroll({ top, left })),
    [apiRef, onScroll],
  );

  return (
    <DataGrid
      apiRef={apiRef}
      label="Shipments"
      rows={rows}
      columns={columns}
      density="compact"
      hideFooter
      initialState={{ scroll: saved }}
    />
  );
}

export default function ScrollRestoration() {
  const [tab, setTab] = React.useState(0);
  const position = React.useRef<Position>({ top: 0, left: 0 });
  const save = React.useCallback((next: Position) => {
    position.current = next;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(event, value: number) => setTab(value)} aria-label="Shipment views">
        <Tab label="Shipments" />
        <Tab label="Summary" />
      </Tabs>
      <Box sx={{ height: 340, pt: 1 }}>
        {tab === 0 ? (
          <ShipmentsGrid saved={position.current} onScroll={save} />
        ) : (
          <Typography sx={{ p: 2 }}>
            {rows.length} shipments with {rows.reduce((sum, row) => sum + row.parcels, 0)} parcels. Go back to
            the first tab: the list reopens where you left it.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
