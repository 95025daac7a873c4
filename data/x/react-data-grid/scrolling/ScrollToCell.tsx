import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const regions = ['North', 'South', 'East', 'West'];

// 100 sales reps (one page of the community grid), sales per month from a fixed formula.
const rows = Array.from({ length: 100 }, (_, index) => {
  const row: Record<string, string | number> = { id: index + 1, rep: `Rep ${String(index + 1).padStart(3, '0')}`, region: regions[index % 4] };
  months.forEach((month, m) => {
    row[month] = 1000 + ((index * 37 + m * 113) % 900) * 10;
  });
  return row;
});

const columns: GridColDef[] = [
  { field: 'rep', headerName: 'Sales rep', width: 120 },
  { field: 'region', headerName: 'Region', width: 100 },
  ...months.map<GridColDef>((month) => ({ field: month, headerName: month, type: 'number', width: 110 })),
];

export default function ScrollToCell() {
  const apiRef = useGridApiRef();
  const [target, setTarget] = React.useState<GridRowId>(75);

  const goTo = (id: GridRowId, field: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // The row index counts rows after sorting and filtering, so look it up each time.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    const colIndex = api.getColumnIndex(field);
    if (rowIndex === -1) {
      return; // hidden by a filter
    }
    api.scrollToIndexes({ rowIndex, colIndex });
    api.setCellFocus(id, field);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField select size="small" label="Sales rep" value={target} onChange={(event) => setTarget(Number(event.target.value))} sx={{ width: 140 }}>
          {[12, 48, 75, 100].map((id) => (
            <MenuItem key={id} value={id}>{`Rep ${String(id).padStart(3, '0')}`}</MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" onClick={() => goTo(target, 'rep')}>Go to rep</Button>
        <Button variant="outlined" size="small" onClick={() => goTo(target, 'Dec')}>Go to their December</Button>
        <Button size="small" onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}>Back to top</Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} label="Monthly sales" rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
