import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const DAYS = 28;
const shifts = ['Early 06–14', 'Late 14–22', 'Night 22–06 (handover at ward desk)', 'Off', 'Training day: infection control'];
const nurses = ['D. Achebe', 'L. Fontaine', 'M. Kowalczyk', 'R. Singh', 'H. Olsen', 'P. Moreno', 'T. Nakamura'];

type RotaRow = { id: number; nurse: string } & Record<string, string | number>;

// Four weeks of shifts, derived from the indices so every render is identical.
const rows: RotaRow[] = nurses.map((nurse, n) => {
  const row: RotaRow = { id: n + 1, nurse };
  for (let day = 1; day <= DAYS; day += 1) {
    row[`d${day}`] = shifts[(n * 3 + day * 2 + (day % 5)) % shifts.length];
  }
  return row;
});

const columns: GridColDef[] = [
  { field: 'nurse', headerName: 'Nurse', width: 130 },
  ...Array.from({ length: DAYS }, (_, index) => ({
    field: `d${index + 1}`,
    headerName: `Day ${index + 1}`,
    width: 110,
    sortable: false,
  })),
];

export default function ShiftRotaWideAuto() {
  const [virtualize, setVirtualize] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={virtualize} onChange={(event) => setVirtualize(event.target.checked)} />}
        label="Virtualize columns (virtualizeColumnsWithAutoRowHeight)"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          label="Four-week ward rota"
          rows={rows}
          columns={columns}
          hideFooter
          getRowHeight={() => 'auto'}
          virtualizeColumnsWithAutoRowHeight={virtualize}
          sx={{ '& .MuiDataGrid-cell': { py: 0.75, lineHeight: 1.4 } }}
        />
      </div>
    </Stack>
  );
}
