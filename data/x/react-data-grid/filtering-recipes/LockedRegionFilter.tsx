import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

const stores = [
  { id: 1, store: 'Lisbon Baixa', region: 'South', manager: 'Rui Costa', revenue: 182000, staff: 14 },
  { id: 2, store: 'Porto Ribeira', region: 'North', manager: 'Ana Sousa', revenue: 141500, staff: 11 },
  { id: 3, store: 'Faro Marina', region: 'South', manager: 'João Pires', revenue: 98700, staff: 8 },
  { id: 4, store: 'Braga Centro', region: 'North', manager: 'Marta Lopes', revenue: 76300, staff: 7 },
  { id: 5, store: 'Évora Praça', region: 'South', manager: 'Inês Dias', revenue: 64900, staff: 6 },
  { id: 6, store: 'Guimarães Castelo', region: 'North', manager: 'Pedro Reis', revenue: 58200, staff: 5 },
];

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 150 },
  // Not filterable from the UI: the region comes from the select above the grid.
  { field: 'region', headerName: 'Region', width: 100, filterable: false },
  { field: 'manager', headerName: 'Manager', width: 140 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 120 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 80 },
];

const SCOPE_ID = 'region-scope';

export default function LockedRegionFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: SCOPE_ID, field: 'region', operator: 'equals', value: 'South' }],
  });
  const region = filterModel.items.find((item) => item.id === SCOPE_ID)?.value ?? 'South';

  const changeRegion = (value: string) =>
    setFilterModel((model) => ({
      ...model,
      items: model.items.map((item) => (item.id === SCOPE_ID ? { ...item, value } : item)),
    }));

  return (
    <Box sx={{ width: '100%' }}>
      <TextField select size="small" label="Region" value={region} onChange={(event) => changeRegion(event.target.value)} sx={{ mb: 1, width: 160 }}>
        <MenuItem value="North">North</MenuItem>
        <MenuItem value="South">South</MenuItem>
      </TextField>
      <Box sx={{ height: 330 }}>
        <DataGridPro label="Stores" rows={stores} columns={columns} showToolbar filterModel={filterModel} onFilterModelChange={setFilterModel} />
      </Box>
    </Box>
  );
}
