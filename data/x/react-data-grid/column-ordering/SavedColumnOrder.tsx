import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

type Stock = { id: number; symbol: string; company: string; price: number; change: number; volume: number };

const rows: Stock[] = [
  { id: 1, symbol: 'NOVA', company: 'Nova Robotics', price: 182.4, change: 1.9, volume: 1204000 },
  { id: 2, symbol: 'GRNR', company: 'Greener Energy', price: 47.15, change: -0.6, volume: 3380000 },
  { id: 3, symbol: 'HLTH', company: 'Heliotrope Health', price: 95.02, change: 0.4, volume: 862000 },
];

const columnsByField: Record<string, GridColDef<Stock>> = {
  symbol: { field: 'symbol', headerName: 'Symbol', width: 100 },
  company: { field: 'company', headerName: 'Company', width: 180 },
  price: { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  change: { field: 'change', headerName: 'Change (%)', type: 'number', width: 120 },
  volume: { field: 'volume', headerName: 'Volume', type: 'number', width: 130 },
};

const defaultOrder = ['symbol', 'company', 'price', 'change', 'volume'];

export default function SavedColumnOrder() {
  const apiRef = useGridApiRef();
  // In an app, load this from the user's settings and save it when it changes.
  const [order, setOrder] = React.useState(defaultOrder);
  const columns = React.useMemo(() => order.map((field) => columnsByField[field]), [order]);

  const syncOrder = () => {
    if (apiRef.current) {
      setOrder(gridColumnFieldsSelector(apiRef));
    }
  };

  const moveChangeFirst = () => {
    apiRef.current?.setColumnIndex('change', 0);
    // setColumnIndex doesn't fire onColumnOrderChange, so save the order here too.
    syncOrder();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={moveChangeFirst}>
          Move “Change” first
        </Button>
        <Button size="small" onClick={() => setOrder(defaultOrder)}>
          Reset order
        </Button>
      </Stack>
      <div style={{ height: 260, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter onColumnOrderChange={syncOrder} />
      </div>
    </Stack>
  );
}
