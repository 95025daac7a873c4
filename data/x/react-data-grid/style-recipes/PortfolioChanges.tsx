import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type Holding = { id: string; name: string; shares: number; price: number; change: number };

const rows: Holding[] = [
  { id: 'ACME', name: 'Acme Robotics', shares: 120, price: 84.12, change: 2.41 },
  { id: 'BLUE', name: 'Bluewater Energy', shares: 300, price: 23.7, change: -1.86 },
  { id: 'CRST', name: 'Crestline Foods', shares: 75, price: 141.05, change: 0 },
  { id: 'DLTA', name: 'Delta Logistics', shares: 210, price: 57.33, change: -0.42 },
  { id: 'EVGR', name: 'Evergreen Health', shares: 50, price: 312.9, change: 4.07 },
  { id: 'FRNT', name: 'Frontier Telecom', shares: 400, price: 12.48, change: 0.95 },
];

const formatChange = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} %`;

// A class describes what the value means; the colour is decided in the styles.
function changeClass(params: GridCellParams<Holding, number>) {
  if (params.value == null || params.value === 0) return 'change--flat';
  return params.value > 0 ? 'change--up' : 'change--down';
}

const columns: GridColDef<Holding>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'shares', headerName: 'Shares', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100, valueFormatter: (value: number) => value.toFixed(2) },
  {
    field: 'change',
    headerName: 'Day change',
    type: 'number',
    width: 120,
    valueFormatter: formatChange,
    cellClassName: changeClass,
  },
];

// Darker shades read better on a light background, lighter shades on a dark one.
function changeStyles(theme: Theme) {
  return {
    '& .change--up': {
      color: 'success.dark',
      fontWeight: 600,
      ...theme.applyStyles('dark', { color: 'success.light' }),
    },
    '& .change--down': {
      color: 'error.dark',
      fontWeight: 600,
      ...theme.applyStyles('dark', { color: 'error.light' }),
    },
    '& .change--flat': { color: 'text.secondary' },
  };
}

export default function PortfolioChanges() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid label="Portfolio" rows={rows} columns={columns} hideFooter sx={changeStyles} />
    </Box>
  );
}
