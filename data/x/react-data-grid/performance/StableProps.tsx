import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridApi, type GridColDef } from '@mui/x-data-grid';

type Order = { orderNo: string; customer: string; total: number };

const orders: Order[] = [
  { orderNo: 'SO-9820', customer: 'Ada Brooks', total: 182.5 },
  { orderNo: 'SO-9833', customer: 'Kenji Sato', total: 64 },
  { orderNo: 'SO-9851', customer: 'Lina Haddad', total: 310.2 },
  { orderNo: 'SO-9864', customer: 'Marta Silva', total: 47.9 },
];

// Stable: created once, outside the component.
const stableColumns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];
const getRowId = (row: Order) => row.orderNo;

// Holds its own count, so updating it re-renders only this small component, not the grid's parent.
function RebuildCounter({ apiRef }: { apiRef: React.RefObject<GridApi | null> }) {
  const [rebuilds, setRebuilds] = React.useState(0);
  React.useEffect(() => apiRef.current?.subscribeEvent('columnsChange', () => setRebuilds((value) => value + 1)), [apiRef]);
  return <>{rebuilds} column rebuilds</>;
}

export default function StableProps() {
  const apiRef = useGridApiRef();
  const [stable, setStable] = React.useState(true);
  const [ticking, setTicking] = React.useState(false);
  const [renders, setRenders] = React.useState(0);

  // Re-render this component every 500 ms, like a parent with a clock or a live counter.
  React.useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setRenders((value) => value + 1), 500);
    return () => clearInterval(timer);
  }, [ticking]);

  // Unstable: a new array on every render, with the same content.
  const columns = stable ? stableColumns : stableColumns.map((column) => ({ ...column }));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setTicking((value) => !value)}>
          {ticking ? 'Stop re-rendering' : 'Re-render twice a second'}
        </Button>
        <FormControlLabel control={<Switch checked={stable} onChange={(event) => setStable(event.target.checked)} />}
          label="Stable columns" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {renders} parent renders · <RebuildCounter apiRef={apiRef} />
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} label="Orders" rows={orders} columns={columns} getRowId={getRowId} hideFooter />
      </Box>
    </Box>
  );
}
