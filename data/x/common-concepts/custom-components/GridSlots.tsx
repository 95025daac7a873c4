import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NorthIcon from '@mui/icons-material/North';
import SouthIcon from '@mui/icons-material/South';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

const staff = [
  { id: 1, name: 'Hana Ito', team: 'Design', location: 'Osaka', since: 2019 },
  { id: 2, name: 'Diego Ruiz', team: 'Engineering', location: 'Madrid', since: 2021 },
  { id: 3, name: 'Zainab Bello', team: 'Finance', location: 'Lagos', since: 2018 },
  { id: 4, name: 'Oskar Lind', team: 'Engineering', location: 'Malmö', since: 2023 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'since', headerName: 'Since', type: 'number', width: 90 },
];

// Icon slots receive the grid's icon props (className, fontSize, titleAccess...).
type IconProps = {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  titleAccess?: string;
};

function SortedUpIcon({ className, fontSize, titleAccess }: IconProps) {
  return <NorthIcon className={className} fontSize={fontSize} titleAccess={titleAccess} />;
}

function SortedDownIcon({ className, fontSize, titleAccess }: IconProps) {
  return <SouthIcon className={className} fontSize={fontSize} titleAccess={titleAccess} />;
}

// Replaces the default "No rows" overlay. It receives the overlay's props (GridOverlayProps).
function EmptyDirectory() {
  return (
    <GridOverlay>
      <Stack sx={{ alignItems: 'center', color: 'text.secondary' }} spacing={1}>
        <PersonSearchIcon fontSize="large" />
        <Typography variant="body2">Nobody matches this directory yet.</Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function GridSlots() {
  const [empty, setEmpty] = React.useState(false);
  const [loading, setLoading] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setEmpty((value) => !value)}>
          {empty ? 'Restore rows' : 'Remove rows'}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setLoading((value) => !value)}>
          {loading ? 'Stop loading' : 'Show loading'}
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={empty ? [] : staff}
          columns={columns}
          loading={loading}
          slots={{
            noRowsOverlay: EmptyDirectory,
            columnSortedAscendingIcon: SortedUpIcon,
            columnSortedDescendingIcon: SortedDownIcon,
          }}
          slotProps={{
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
            baseButton: { size: 'small' },
          }}
          initialState={{ sorting: { sortModel: [{ field: 'since', sort: 'asc' }] } }}
        />
      </div>
    </Stack>
  );
}
