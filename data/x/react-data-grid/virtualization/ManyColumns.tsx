import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

// A year of daily readings for 50 weather stations: 365 day columns plus the station name.
const days = Array.from({ length: 365 }, (_, index) => {
  const date = new Date(2025, 0, 1 + index);
  return { field: `d${index}`, headerName: `${date.getDate()}/${date.getMonth() + 1}` };
});

const stations = ['Aberdeen', 'Bergen', 'Cádiz', 'Dijon', 'Eindhoven', 'Florence', 'Graz', 'Helsinki', 'Innsbruck', 'Jena'];
const rows = Array.from({ length: 50 }, (_, index) => {
  const row: Record<string, string | number> = { id: index + 1, station: `${stations[index % 10]} ${Math.floor(index / 10) + 1}` };
  days.forEach(({ field }, day) => {
    row[field] = Math.round(10 + 9 * Math.sin(((day - 100) / 365) * 2 * Math.PI) + ((index * 7 + day * 3) % 5));
  });
  return row;
});

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  ...days.map<GridColDef>(({ field, headerName }) => ({ field, headerName, type: 'number', width: 70, sortable: false })),
];

export default function ManyColumns() {
  const apiRef = useGridApiRef();
  const [range, setRange] = React.useState<[number, number] | null>(null);

  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('renderedRowsIntervalChange', ({ firstColumnIndex, lastColumnIndex }) =>
        setRange([firstColumnIndex, lastColumnIndex]),
      ),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, minHeight: 20 }}>
        {range ? `Columns in the DOM: ${range[0] + 1}–${range[1]} of ${columns.length}` : `${columns.length} columns`}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} label="Daily temperatures (°C)" rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
