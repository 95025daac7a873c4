import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Member = { id: number; firstName: string; lastName: string; title: string; email: string; color: 'primary' | 'secondary' | 'success' | 'warning' };

const rows: Member[] = [
  { id: 1, firstName: 'Zainab', lastName: 'Bello', title: 'Engineering manager', email: 'zainab.bello@acme.example', color: 'primary' },
  { id: 2, firstName: 'Henrik', lastName: 'Sørensen', title: 'Staff engineer', email: 'henrik.sorensen@acme.example', color: 'secondary' },
  { id: 3, firstName: 'Lucía', lastName: 'Navarro', title: 'Product designer', email: 'lucia.navarro@acme.example', color: 'success' },
  { id: 4, firstName: 'Owen', lastName: 'Price', title: 'QA analyst', email: 'owen.price@acme.example', color: 'warning' },
];

const columns: GridColDef<Member>[] = [
  {
    field: 'person',
    headerName: 'Person',
    flex: 1,
    minWidth: 240,
    display: 'flex',
    // The value drives sorting, filtering and export: "Bello, Zainab".
    valueGetter: (_value, row) => `${row.lastName}, ${row.firstName}`,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: `${row.color}.main` }}>
          {row.firstName[0]}
          {row.lastName[0]}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {row.firstName} {row.lastName}
          </Typography>
          <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
            {row.title}
          </Typography>
        </Box>
      </Box>
    ),
  },
  {
    field: 'email',
    headerName: 'Email',
    width: 260,
    renderCell: (params) => (
      <Link href={`mailto:${params.value}`} tabIndex={params.tabIndex}>
        {params.value}
      </Link>
    ),
  },
];

export default function TeamDirectory() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={60} hideFooter />
    </div>
  );
}
