import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Day = (typeof days)[number];
type Roster = { id: number; name: string } & Record<Day, string>;

const roster: Roster[] = [
  { id: 1, name: 'Amira', mon: 'Early', tue: 'Early', wed: 'Off', thu: 'Late', fri: 'Late', sat: 'Off', sun: 'Early' },
  { id: 2, name: 'Jonas', mon: 'Late', tue: 'Off', wed: 'Early', thu: 'Early', fri: 'Off', sat: 'Late', sun: 'Late' },
  { id: 3, name: 'Lucía', mon: 'Off', tue: 'Late', wed: 'Late', thu: 'Off', fri: 'Early', sat: 'Early', sun: 'Off' },
  { id: 4, name: 'Kenji', mon: 'Early', tue: 'Early', wed: 'Early', thu: 'Early', fri: 'Off', sat: 'Off', sun: 'Late' },
  { id: 5, name: 'Olivia', mon: 'Late', tue: 'Late', wed: 'Off', thu: 'Late', fri: 'Late', sat: 'Early', sun: 'Off' },
];

const columns: GridColDef<Roster>[] = [
  { field: 'name', headerName: 'Employee', width: 110 },
  ...days.map<GridColDef<Roster>>((day) => ({
    field: day,
    headerName: day[0].toUpperCase() + day.slice(1),
    width: 76,
  })),
];

export default function ShiftRoster() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('No cells selected.');

  // Called for every change, from the mouse, the keyboard or the buttons below.
  const report = (model: GridCellSelectionModel) => {
    let count = 0;
    let off = 0;
    roster.forEach((row) => {
      days.forEach((day) => {
        if (model[row.id]?.[day]) {
          count += 1;
          if (row[day] === 'Off') off += 1;
        }
      });
    });
    setStatus(count === 0 ? 'No cells selected.' : `${count} cells selected, ${off} of them days off.`);
  };

  const selectWeekend = () => {
    const first = roster[0].id;
    const last = roster[roster.length - 1].id;
    apiRef.current?.selectCellRange({ id: first, field: 'sat' }, { id: last, field: 'sun' });
  };

  const selectWeek = (id: number) => {
    apiRef.current?.selectCellRange({ id, field: 'mon' }, { id, field: 'sun' });
  };

  const clear = () => apiRef.current?.setCellSelectionModel({});

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectWeekend}>
          Select the weekend
        </Button>
        <Button size="small" variant="outlined" onClick={() => selectWeek(3)}>
          Select Lucía&apos;s week
        </Button>
        <Button size="small" onClick={clear}>
          Clear
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={roster}
          columns={columns}
          cellSelection
          onCellSelectionModelChange={report}
          disableRowSelectionOnClick
          hideFooter
          sx={(theme) => {
            const palette = (theme.vars ?? theme).palette;
            return {
              '& .MuiDataGrid-cell.Mui-selected': { bgcolor: theme.alpha(palette.secondary.main, 0.16) },
              '& .MuiDataGrid-cell--rangeTop': { borderTop: `2px solid ${palette.secondary.main}` },
              '& .MuiDataGrid-cell--rangeBottom': { borderBottom: `2px solid ${palette.secondary.main}` },
              '& .MuiDataGrid-cell--rangeLeft': { borderLeft: `2px solid ${palette.secondary.main}` },
              '& .MuiDataGrid-cell--rangeRight': { borderRight: `2px solid ${palette.secondary.main}` },
            };
          }}
        />
      </div>
      <Typography variant="body2" color="text.secondary" role="status">
        {status}
      </Typography>
    </Stack>
  );
}
