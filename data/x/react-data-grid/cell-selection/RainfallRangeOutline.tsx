import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
type Month = (typeof months)[number];
type Station = { id: string; city: string } & Record<Month, number>;

const rainfall: Station[] = [
  { id: 'bergen', city: 'Bergen', jan: 251, feb: 194, mar: 193, apr: 131, may: 111, jun: 120 },
  { id: 'galway', city: 'Galway', jan: 136, feb: 96, mar: 101, apr: 72, may: 76, jun: 79 },
  { id: 'porto', city: 'Porto', jan: 147, feb: 111, mar: 94, apr: 109, may: 87, jun: 36 },
  { id: 'vienna', city: 'Vienna', jan: 21, feb: 29, mar: 40, apr: 38, may: 68, jun: 68 },
  { id: 'athens', city: 'Athens', jan: 57, feb: 47, mar: 41, apr: 31, may: 23, jun: 10 },
];

const columns: GridColDef<Station>[] = [
  { field: 'city', headerName: 'City', width: 110 },
  ...months.map<GridColDef<Station>>((month) => ({
    field: month,
    headerName: `${month[0].toUpperCase()}${month.slice(1)} (mm)`,
    type: 'number',
    width: 100,
  })),
];

export default function RainfallRangeOutline() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGridPremium
        label="Monthly rainfall"
        rows={rainfall}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{ cellSelection: { galway: { feb: true, mar: true, apr: true }, porto: { feb: true, mar: true, apr: true } } }}
        hideFooter
        sx={(theme) => {
          const palette = (theme.vars ?? theme).palette;
          const edge = `2px dashed ${palette.primary.main}`;
          return {
            // Cells inside the range: a light tint and bold figures.
            '& .MuiDataGrid-cell.Mui-selected': { bgcolor: theme.alpha(palette.primary.main, 0.08), fontWeight: 700 },
            // Cells on the edges draw the outline of each rectangle.
            '& .MuiDataGrid-cell--rangeTop': { borderTop: edge },
            '& .MuiDataGrid-cell--rangeBottom': { borderBottom: edge },
            '& .MuiDataGrid-cell--rangeLeft': { borderLeft: edge },
            '& .MuiDataGrid-cell--rangeRight': { borderRight: edge },
            // The four corners get rounded.
            '& .MuiDataGrid-cell--rangeTop.MuiDataGrid-cell--rangeLeft': { borderTopLeftRadius: 8 },
            '& .MuiDataGrid-cell--rangeTop.MuiDataGrid-cell--rangeRight': { borderTopRightRadius: 8 },
            '& .MuiDataGrid-cell--rangeBottom.MuiDataGrid-cell--rangeLeft': { borderBottomLeftRadius: 8 },
            '& .MuiDataGrid-cell--rangeBottom.MuiDataGrid-cell--rangeRight': { borderBottomRightRadius: 8 },
          };
        }}
      />
    </div>
  );
}
