import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Office = { id: number; city: string; country: string; staff: number };

const rows: Office[] = [
  { id: 1, city: 'São Paulo', country: 'Brazil', staff: 64 },
  { id: 2, city: 'Sao Tome', country: 'São Tomé and Príncipe', staff: 3 },
  { id: 3, city: 'Zürich', country: 'Switzerland', staff: 22 },
  { id: 4, city: 'Kraków', country: 'Poland', staff: 41 },
  { id: 5, city: 'Montréal', country: 'Canada', staff: 37 },
  { id: 6, city: 'Reykjavík', country: 'Iceland', staff: 8 },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 170 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 90 },
];

export default function AccentInsensitiveOffices() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(false);
  // Controlled, so the reader's filter survives the remount when the switch changes.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'city', operator: 'contains', value: 'sao' }],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="Ignore accents"
      />
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          // A new key remounts the grid, so the filter runs again with the new setting.
          key={ignoreDiacritics ? 'ignore' : 'strict'}
          label="Offices"
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </Stack>
  );
}
