import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', role: 'Product designer', office: 'Lagos', email: 'amara@example.com' },
  { id: 2, name: 'Gustav Berg', role: 'Backend engineer', office: 'Oslo', email: 'gustav@example.com' },
  { id: 3, name: 'Isabela Rocha', role: 'Support lead', office: 'São Paulo', email: 'isabela@example.com' },
  { id: 4, name: 'Hiroshi Tanaka', role: 'Data analyst', office: 'Osaka', email: 'hiroshi@example.com' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 150 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 190 },
];

export default function ContainerWidth() {
  const [width, setWidth] = React.useState('100%');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={width}
        onChange={(event, value: string | null) => value && setWidth(value)}
        aria-label="Container width"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="100%">100%</ToggleButton>
        <ToggleButton value="70%">70%</ToggleButton>
        <ToggleButton value="420px">420 px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width, height: 300, transition: 'width 200ms' }}>
        <DataGrid label="Team directory" rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
