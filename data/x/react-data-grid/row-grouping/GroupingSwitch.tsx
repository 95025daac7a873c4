import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Medicine = { id: number; name: string; form: string; supplier: string; packs: number };

const rows: Medicine[] = [
  { id: 1, name: 'Ibuprofen 400 mg', form: 'Tablet', supplier: 'Medora', packs: 120 },
  { id: 2, name: 'Paracetamol 500 mg', form: 'Tablet', supplier: 'Kalion', packs: 260 },
  { id: 3, name: 'Cough syrup', form: 'Syrup', supplier: 'Medora', packs: 35 },
  { id: 4, name: 'Saline nasal spray', form: 'Spray', supplier: 'Kalion', packs: 48 },
  { id: 5, name: 'Vitamin D drops', form: 'Drops', supplier: 'Nordpharm', packs: 64 },
  { id: 6, name: 'Antacid', form: 'Tablet', supplier: 'Nordpharm', packs: 90 },
];

const columns: GridColDef<Medicine>[] = [
  { field: 'name', headerName: 'Product', width: 190 },
  { field: 'form', headerName: 'Form', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 120 },
  { field: 'packs', headerName: 'Packs', type: 'number', width: 90 },
];

export default function GroupingSwitch() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{ height: 320 }}>
        {/* The prop is read when the grid sets up its grouping: a new key applies a change. */}
        <DataGridPremium
          key={String(disabled)}
          rows={rows}
          columns={columns}
          disableRowGrouping={disabled}
          initialState={{ rowGrouping: { model: ['form'] } }}
          aria-label="Pharmacy stock"
        />
      </Box>
    </Box>
  );
}
