import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Extends the surrounding theme: every DataGrid inside gets these styles and defaults.
const gridTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      defaultProps: {
        density: 'compact',
        hideFooter: true,
      },
      styleOverrides: {
        root: {
          borderRadius: 12,
          borderColor: (outer.vars || outer).palette.divider,
        },
        columnHeaders: {
          // With CSS variables, `vars` follows light and dark mode.
          borderBottom: `2px solid ${(outer.vars || outer).palette.primary.main}`,
        },
        columnHeaderTitle: {
          fontWeight: 700,
        },
        cell: {
          fontVariantNumeric: 'tabular-nums',
        },
      },
    },
  },
});

const regions = [
  { id: 1, region: 'North', q1: 182000, q2: 195500 },
  { id: 2, region: 'South', q1: 143250, q2: 139900 },
  { id: 3, region: 'West', q1: 210400, q2: 228100 },
  { id: 4, region: 'East', q1: 167800, q2: 171300 },
  { id: 5, region: 'Central', q1: 98600, q2: 112450 },
];

const reps = [
  { id: 1, rep: 'Ada Brooks', deals: 14, revenue: 98400 },
  { id: 2, rep: 'Kenji Sato', deals: 9, revenue: 71200 },
  { id: 3, rep: 'Marta Silva', deals: 17, revenue: 120750 },
  { id: 4, rep: 'Lina Haddad', deals: 11, revenue: 86300 },
  { id: 5, rep: 'Tom Becker', deals: 8, revenue: 64900 },
];

const money = (value: number) => `$${value.toLocaleString('en-US')}`;

const regionColumns: GridColDef[] = [
  { field: 'region', headerName: 'Region', flex: 1 },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 110, valueFormatter: money },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 110, valueFormatter: money },
];

const repColumns: GridColDef[] = [
  { field: 'rep', headerName: 'Sales rep', flex: 1 },
  { field: 'deals', headerName: 'Deals', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: money },
];

export default function ThemedGrids() {
  return (
    <ThemeProvider theme={gridTheme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <div style={{ height: 250, flex: 1, minWidth: 0 }}>
          <DataGrid label="Revenue by region" rows={regions} columns={regionColumns} />
        </div>
        <div style={{ height: 250, flex: 1, minWidth: 0 }}>
          <DataGrid label="Top sales reps" rows={reps} columns={repColumns} />
        </div>
      </Stack>
    </ThemeProvider>
  );
}
