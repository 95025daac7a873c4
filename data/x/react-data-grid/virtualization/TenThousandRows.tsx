import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

// Tiny seeded generator (mulberry32): identical data on the server and in the browser.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = ['Ada', 'Kenji', 'Lina', 'Marta', 'Noah', 'Olga', 'Priya', 'Tomás', 'Yara', 'Zoe'];
const lastNames = ['Brooks', 'Sato', 'Haddad', 'Silva', 'Fischer', 'Nowak', 'Nair', 'Ruiz', 'Berg', 'Okafor'];
const cities = ['Lyon', 'Porto', 'Gdańsk', 'Leeds', 'Graz', 'Turku', 'Bilbao', 'Ghent', 'Brno', 'Cork'];
const plans = ['Free', 'Starter', 'Team', 'Business'];

const random = createRandom(10000);
const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)];
const rows = Array.from({ length: 10000 }, (_, index) => ({
  id: index + 1,
  customer: `${pick(firstNames)} ${pick(lastNames)}`,
  city: pick(cities),
  plan: pick(plans),
  seats: 1 + Math.floor(random() * 200),
  revenue: Math.round(random() * 50000),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Account', type: 'number', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

export default function TenThousandRows() {
  const apiRef = useGridApiRef();
  const [range, setRange] = React.useState<[number, number] | null>(null);

  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('renderedRowsIntervalChange', ({ firstRowIndex, lastRowIndex }) =>
        setRange([firstRowIndex, lastRowIndex]),
      ),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, minHeight: 20 }}>
        {range ? `Rows in the DOM: ${range[0] + 1}–${range[1]} of ${rows.length}` : `${rows.length} rows`}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro apiRef={apiRef} label="Customer accounts" rows={rows} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
