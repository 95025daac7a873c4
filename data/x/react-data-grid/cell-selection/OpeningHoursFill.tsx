import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridCellSelectionModel,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-premium';

const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Day = (typeof days)[number];
type Branch = { id: string; branch: string } & Record<Day, string>;

const week = (weekday: string, sat: string, sun: string) =>
  ({ mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat, sun }) as Record<Day, string>;

const branches: Branch[] = [
  { id: 'central', branch: 'Central library', ...week('09–20', '10–17', 'Closed') },
  { id: 'harbour', branch: 'Harbour branch', ...week('10–18', '10–14', 'Closed') },
  { id: 'hillside', branch: 'Hillside branch', ...week('12–19', '10–16', '12–16') },
  { id: 'mobile', branch: 'Mobile library', ...week('Route', 'Closed', 'Closed') },
];

const columns: GridColDef<Branch>[] = [
  { field: 'branch', headerName: 'Branch', width: 150 },
  ...days.map<GridColDef<Branch>>((day) => ({
    field: day,
    headerName: day[0].toUpperCase() + day.slice(1),
    width: 80,
    editable: true,
  })),
];

export default function OpeningHoursFill() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridCellSelectionModel>({ hillside: { sat: true, sun: true } });
  const [value, setValue] = React.useState('Closed');

  // Turn the model into the list of selected day cells (the branch name column cannot be filled).
  const targets = React.useMemo(() => {
    const cells: { id: GridRowId; field: Day }[] = [];
    branches.forEach((row) => {
      days.forEach((day) => {
        if (selection[row.id]?.[day]) cells.push({ id: row.id, field: day });
      });
    });
    return cells;
  }, [selection]);

  const fill = (event: React.FormEvent) => {
    event.preventDefault();
    const updates = new Map<GridRowId, { id: GridRowId; [field: string]: unknown }>();
    targets.forEach(({ id, field }) => updates.set(id, { ...updates.get(id), id, [field]: value }));
    apiRef.current?.updateRows([...updates.values()]);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack component="form" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }} useFlexGap onSubmit={fill}>
        <TextField size="small" label="Hours to fill in" value={value} onChange={(event) => setValue(event.target.value)} sx={{ width: 160 }} />
        <Button type="submit" variant="contained" size="small" disabled={targets.length === 0 || value.trim() === ''}>
          Fill {targets.length} cell(s)
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {targets.length === 0 ? 'Select day cells in the grid first.' : `Selected: ${targets.map((cell) => `${cell.id} ${cell.field}`).join(', ')}`}
        </Typography>
      </Stack>
      <div style={{ height: 290, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          label="Branch opening hours"
          rows={branches}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={selection}
          onCellSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
    </Stack>
  );
}
