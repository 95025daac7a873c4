import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';

type Row = { id: number | string; name: string; [day: string]: string | number };

const dayFields = ['mon', 'tue', 'wed', 'thu', 'fri'];
const rows: Row[] = [
  { id: 1, name: 'Farah Siddiqui', mon: 'Off', tue: 'Off', wed: '', thu: '', fri: '' },
  { id: 2, name: 'Hiroshi Tanaka', mon: '', tue: 'Off', wed: 'Off', thu: 'Off', fri: '' },
  { id: 3, name: 'Keira Walsh', mon: '', tue: 'Off', wed: '', thu: '', fri: '' },
  { id: 4, name: 'Elif Demir', mon: '', tue: '', wed: '', thu: '', fri: 'Off' },
];

function DayCell({ value, rowNode }: GridRenderCellParams<Row>) {
  if (rowNode.type === 'pinnedRow') {
    // Warn when half the team or more is away.
    const warn = Number(value) >= rows.length / 2;
    return <Box component="strong" sx={{ color: warn ? 'error.main' : 'text.primary' }}>{value} off</Box>;
  }
  return value;
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Employee', width: 160 },
  ...dayFields.map<GridColDef<Row>>((field, index) => ({
    field,
    headerName: ['Mon 24', 'Tue 25', 'Wed 26', 'Thu 27', 'Fri 28'][index],
    width: 100,
    renderCell: DayCell,
  })),
];

export default function CoverageRow() {
  // The summary row is derived from the data rows, so it updates when they do.
  const pinnedRows = React.useMemo(() => {
    const summary: Row = { id: 'summary', name: 'Coverage' };
    dayFields.forEach((field) => {
      summary[field] = rows.filter((row) => row[field] === 'Off').length;
    });
    return { bottom: [summary] };
  }, []);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro label="Coverage for the week of 24 March" rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
