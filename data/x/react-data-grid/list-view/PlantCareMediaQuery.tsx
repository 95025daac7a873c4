import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';

type Plant = { id: number; name: string; room: string; water: string; light: string; nextFeed: string };

const plants: Plant[] = [
  { id: 1, name: 'Monstera deliciosa', room: 'Living room', water: 'Weekly', light: 'Bright, indirect', nextFeed: '12 May' },
  { id: 2, name: 'Snake plant', room: 'Bedroom', water: 'Every 3 weeks', light: 'Low to bright', nextFeed: '30 May' },
  { id: 3, name: 'Boston fern', room: 'Bathroom', water: 'Twice a week', light: 'Indirect', nextFeed: '9 May' },
  { id: 4, name: 'Fiddle-leaf fig', room: 'Hall', water: 'Weekly', light: 'Bright, indirect', nextFeed: '15 May' },
  { id: 5, name: 'Echeveria', room: 'Kitchen sill', water: 'Every 2 weeks', light: 'Full sun', nextFeed: '1 Jun' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 170 },
  { field: 'room', headerName: 'Room', width: 130 },
  { field: 'water', headerName: 'Water', width: 130 },
  { field: 'light', headerName: 'Light', width: 140 },
  { field: 'nextFeed', headerName: 'Next feed', width: 110 },
];

// Every value carries its own label, since the list has no column headers.
const listViewColumn: GridListViewColDef<Plant> = {
  field: 'plantCard',
  renderCell: ({ row }) => (
    <Box sx={{ py: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {row.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {row.room} · water {row.water.toLowerCase()} · feed on {row.nextFeed}
      </Typography>
    </Box>
  ),
};

export default function PlantCareMediaQuery() {
  const theme = useTheme();
  // false on the server and during hydration, then the real answer.
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPro
        label="Plant care schedule"
        rows={plants}
        columns={columns}
        listView={isNarrow}
        listViewColumn={listViewColumn}
        rowHeight={isNarrow ? 64 : 52}
        hideFooter
      />
    </div>
  );
}
