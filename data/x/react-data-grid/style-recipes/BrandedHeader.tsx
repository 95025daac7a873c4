import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

type Employee = { id: number; name: string; team: string; location: string; startYear: number };

const rows: Employee[] = [
  { id: 1, name: 'Hana Kobayashi', team: 'Platform', location: 'Tokyo', startYear: 2019 },
  { id: 2, name: 'Diego Fernández', team: 'Payments', location: 'Madrid', startYear: 2021 },
  { id: 3, name: 'Sarah Whitfield', team: 'Design', location: 'London', startYear: 2018 },
  { id: 4, name: 'Kwame Mensah', team: 'Platform', location: 'Accra', startYear: 2022 },
  { id: 5, name: 'Ingrid Solberg', team: 'Data', location: 'Oslo', startYear: 2020 },
  { id: 6, name: 'Arjun Mehta', team: 'Payments', location: 'Bengaluru', startYear: 2023 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'location', headerName: 'Location', width: 130 },
  { field: 'startYear', headerName: 'Joined', type: 'number', width: 100, valueFormatter: (value: number) => String(value) },
];

// Every part of the header band has to be coloured: the header cells, the filler
// to the right of the last column, and the strip above the vertical scrollbar.
function headerBand(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& .${gridClasses.columnHeader}, & .${gridClasses.columnHeaders} .${gridClasses.filler}, & .${gridClasses['scrollbarFiller--header']}`]:
      {
        bgcolor: palette.primary.main,
        color: palette.primary.contrastText,
      },
    [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
    // Icons inherit the header text colour instead of the grid's grey.
    [`& .${gridClasses.sortButton}, & .${gridClasses.menuIconButton}`]: { color: 'inherit' },
    [`& .${gridClasses.columnSeparator}`]: { color: theme.alpha(palette.primary.contrastText, 0.4) },
    // The default focus ring is the primary colour: it would vanish on this background.
    [`& .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`]: {
      outlineColor: palette.primary.contrastText,
    },
  };
}

export default function BrandedHeader() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid label="Team directory" rows={rows} columns={columns} columnHeaderHeight={48} hideFooter sx={headerBand} />
    </Box>
  );
}
