import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const customers = ['Ada Brooks', 'Kenji Sato', 'Lina Haddad', 'Marta Silva', 'Noah Fischer', 'Olga Nowak'];

function makeInvoice(index: number) {
  return {
    id: index + 1,
    number: `INV-2025-${String(index + 101).padStart(4, '0')}`,
    customer: customers[index % customers.length],
    amount: 120 + ((index * 137) % 900),
  };
}

const columns: GridColDef[] = [
  { field: 'number', headerName: 'Invoice', width: 150 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

export default function GrowWithRows() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(() => Array.from({ length: count }, (_, index) => makeInvoice(index)), [count]);

  return (
    // The outer box reserves the maximum height so the page below never moves.
    <Box sx={{ height: 400, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setCount((value) => value + 1)}>
          Add invoice
        </Button>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={() => setCount((value) => value - 1)}>
          Remove invoice
        </Button>
      </Stack>
      {/* The flex column lets the grid size itself to its rows, up to maxHeight. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 350 }}>
        <DataGrid label="Invoices" rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
