import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { DataGrid, type GridColDef, type GridColTypeDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Status = 'Available' | 'Busy' | 'On leave';
type Person = {
  id: number;
  name: string;
  email: string;
  status: Status;
  skills: string[];
  load: number;
  feedback: number;
  dayRate: number;
  country: string;
};

const people: Person[] = [
  { id: 1, name: 'Ines Carvalho', email: 'ines@studio.example', status: 'Available', skills: ['React', 'Figma'], load: 0.35, feedback: 5, dayRate: 640, country: 'PT' },
  { id: 2, name: 'Oskar Lind', email: 'oskar@studio.example', status: 'Busy', skills: ['Go', 'Postgres', 'AWS'], load: 0.95, feedback: 4, dayRate: 720, country: 'SE' },
  { id: 3, name: 'Nia Adeyemi', email: 'nia@studio.example', status: 'On leave', skills: ['UX research'], load: 0, feedback: 5, dayRate: 590, country: 'NG' },
  { id: 4, name: 'Raj Malhotra', email: 'raj@studio.example', status: 'Busy', skills: ['iOS', 'Swift'], load: 0.8, feedback: 3, dayRate: 680, country: 'IN' },
  { id: 5, name: 'Clara Vogel', email: 'clara@studio.example', status: 'Available', skills: ['Python', 'Data viz', 'SQL', 'dbt'], load: 0.5, feedback: 4, dayRate: 610, country: 'DE' },
];

const initials = (name: string) => name.split(' ').map((part) => part[0]).join('');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const statusIcons = { Available: <CheckCircleOutlineIcon />, Busy: <HourglassEmptyIcon />, 'On leave': <FlightTakeoffIcon /> };
// The colour goes on the icon only; the text keeps full contrast and carries the meaning.
const statusColors = { Available: 'success.main', Busy: 'warning.main', 'On leave': 'text.secondary' };

// Each renderer is a column type, so other grids of the app can reuse it.
const personColumn: GridColTypeDef = {
  display: 'flex',
  renderCell: ({ value }: GridRenderCellParams<Person, string>) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initials(value ?? '')}</Avatar>
      {value}
    </Box>
  ),
};
const emailColumn: GridColTypeDef = {
  renderCell: ({ value, tabIndex }: GridRenderCellParams<Person, string>) => (
    <Link href={`mailto:${value}`} tabIndex={tabIndex}>
      {value}
    </Link>
  ),
};
const statusColumn: GridColTypeDef = {
  display: 'flex',
  renderCell: ({ value }: GridRenderCellParams<Person, Status>) =>
    value ? (
      <Chip size="small" variant="outlined" icon={statusIcons[value]} label={value} sx={{ '& .MuiChip-icon': { color: statusColors[value] } }} />
    ) : null,
};
const tagsColumn: GridColTypeDef = {
  sortable: false,
  display: 'flex',
  valueFormatter: (value: string[]) => value.join(', '),
  renderCell: ({ value }: GridRenderCellParams<Person, string[]>) => {
    const tags = value ?? [];
    const extra = tags.length - 2;
    return (
      <Box sx={{ display: 'flex', gap: 0.5, overflow: 'hidden' }}>
        {tags.slice(0, 2).map((tag) => <Chip key={tag} size="small" label={tag} />)}
        {extra > 0 && <Chip size="small" variant="outlined" label={`+${extra}`} title={tags.slice(2).join(', ')} />}
      </Box>
    );
  },
};
const loadColumn: GridColTypeDef = {
  type: 'number',
  display: 'flex',
  valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  renderCell: ({ value, formattedValue, row }: GridRenderCellParams<Person, number>) => (
    <Box sx={{ width: '100%' }}>
      <Typography variant="caption">{formattedValue}</Typography>
      <LinearProgress
        variant="determinate"
        value={(value ?? 0) * 100}
        color={(value ?? 0) > 0.9 ? 'error' : 'primary'}
        aria-label={`${row.name} workload`}
      />
    </Box>
  ),
};
const starsColumn: GridColTypeDef = {
  type: 'number',
  display: 'flex',
  renderCell: ({ value }: GridRenderCellParams<Person, number>) => <Rating value={value ?? 0} readOnly size="small" />,
};
const moneyColumn: GridColTypeDef = { type: 'number', valueFormatter: (value: number) => usd.format(value) };

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', width: 180, ...personColumn },
  { field: 'status', headerName: 'Status', width: 130, type: 'singleSelect', valueOptions: ['Available', 'Busy', 'On leave'], ...statusColumn },
  { field: 'skills', headerName: 'Skills', width: 190, ...tagsColumn },
  { field: 'load', headerName: 'Workload', width: 120, ...loadColumn },
  { field: 'feedback', headerName: 'Feedback', width: 120, ...starsColumn },
  { field: 'dayRate', headerName: 'Day rate', width: 100, ...moneyColumn },
  { field: 'country', headerName: 'Country', width: 80 },
  { field: 'email', headerName: 'Email', width: 200, ...emailColumn },
];

export default function StaffDirectoryGallery() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid label="Studio staff" rows={people} columns={columns} hideFooter />
    </div>
  );
}
