import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  createRowSelectionManager,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  meter: string;
  site: string;
  kwh: number;
}

const sites = ['North depot', 'Harbour office', 'Bakery unit', 'Data room'];

// 24 fixed meter readings: a deterministic formula, no randomness.
const readings: Reading[] = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  meter: `EM-${String(4100 + i * 3)}`,
  site: sites[i % sites.length],
  kwh: 180 + ((i * 37) % 90) * 4,
}));

const columns: GridColDef<Reading>[] = [
  { field: 'meter', headerName: 'Meter', width: 110 },
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 140 },
  { field: 'kwh', headerName: 'kWh', type: 'number', width: 100 },
];

export default function PageOnlySelectAll() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const manager = createRowSelectionManager(selection);
  const count = readings.filter((reading) => manager.has(reading.id)).length;

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            size="small"
            checked={visibleOnly}
            onChange={(event) => {
              setVisibleOnly(event.target.checked);
              setSelection({ type: 'include', ids: new Set() });
            }}
          />
        }
        label={<code>checkboxSelectionVisibleOnly</code>}
      />
      <div style={{ height: 420 }}>
        <DataGridPro
          aria-label="Meter readings to approve"
          rows={readings}
          columns={columns}
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </div>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {count} of {readings.length} readings selected for approval
      </Typography>
    </div>
  );
}
