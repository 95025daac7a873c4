import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowHeightParams,
  type GridRowHeightReturnValue,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  title: string;
  lead: boolean;
  location: string;
}

const members: Member[] = [
  { id: 1, name: 'Priya Raman', title: 'Engineering manager', lead: true, location: 'Bangalore' },
  { id: 2, name: 'Jonas Weber', title: 'Backend engineer', lead: false, location: 'Berlin' },
  { id: 3, name: 'Chloé Martin', title: 'Frontend engineer', lead: false, location: 'Nantes' },
  { id: 4, name: 'Kwame Mensah', title: 'Design lead', lead: true, location: 'Accra' },
  { id: 5, name: 'Sofia Rossi', title: 'Product designer', lead: false, location: 'Turin' },
];

const columns: GridColDef<Member>[] = [
  {
    field: 'name',
    headerName: 'Member',
    display: 'flex',
    flex: 1,
    minWidth: 220,
    renderCell: ({ row }) =>
      row.lead ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>{row.name[0]}</Avatar>
          <div>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {row.title}
            </Typography>
          </div>
        </Box>
      ) : (
        row.name
      ),
  },
  { field: 'title', headerName: 'Title', width: 180 },
  { field: 'location', headerName: 'Location', width: 120 },
];

// Leads get a taller row; returning null keeps the default height for the others.
function getRowHeight({ model, densityFactor }: GridRowHeightParams): GridRowHeightReturnValue {
  return (model as Member).lead ? Math.round(72 * densityFactor) : null;
}

export default function TeamRoster() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={members} columns={columns} getRowHeight={getRowHeight} hideFooter />
    </div>
  );
}
