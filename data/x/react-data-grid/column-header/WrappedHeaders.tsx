import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Region = { id: number; region: string; newCustomers: number; churned: number; revenuePerCustomer: number };

const rows: Region[] = [
  { id: 1, region: 'Nordics', newCustomers: 312, churned: 41, revenuePerCustomer: 84 },
  { id: 2, region: 'Iberia', newCustomers: 198, churned: 27, revenuePerCustomer: 61 },
  { id: 3, region: 'Benelux', newCustomers: 254, churned: 19, revenuePerCustomer: 92 },
  { id: 4, region: 'Baltics', newCustomers: 87, churned: 12, revenuePerCustomer: 55 },
];

const columns: GridColDef<Region>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'newCustomers', headerName: 'New customers this quarter', type: 'number', width: 130 },
  { field: 'churned', headerName: 'Customers lost this quarter', type: 'number', width: 130 },
  { field: 'revenuePerCustomer', headerName: 'Average monthly revenue per customer (€)', type: 'number', width: 170 },
];

export default function WrappedHeaders() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .MuiDataGrid-columnHeaderTitle': {
          whiteSpace: 'normal',
          lineHeight: 1.25,
          overflowWrap: 'break-word',
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter columnHeaderHeight={72} />
    </Box>
  );
}
