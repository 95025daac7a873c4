import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';

const invoices = [
  { id: 'INV-3001', client: 'Northwind Traders', amount: 1290, status: 'Paid' },
  { id: 'INV-3002', client: 'Contoso Ltd', amount: 480, status: 'Overdue' },
  { id: 'INV-3003', client: 'Fabrikam', amount: 3150, status: 'Sent' },
  { id: 'INV-3004', client: 'Tailspin Toys', amount: 760, status: 'Paid' },
  { id: 'INV-3005', client: 'Wide World Importers', amount: 2045, status: 'Draft' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// No gap above the first row or below the last one.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});

export default function SpacedInvoices() {
  const [asBorder, setAsBorder] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={asBorder} onChange={(event) => setAsBorder(event.target.checked)} />}
        label="Use borders instead of margins"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={asBorder ? 'border' : 'margin'}
          hideFooter
          sx={{
            // The gaps show the scroller's background (margin) or the row's border colour (border).
            '& .MuiDataGrid-virtualScrollerContent': { bgcolor: 'action.hover' },
            '& .MuiDataGrid-row': {
              bgcolor: 'background.paper',
              borderStyle: 'solid',
              borderWidth: 0,
              borderColor: 'primary.light',
            },
          }}
        />
      </div>
    </Stack>
  );
}
