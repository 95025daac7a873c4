import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DensityLargeIcon from '@mui/icons-material/DensityLarge';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import {
  DataGrid,
  gridDensitySelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';

const options = [
  { value: 'compact', label: 'Compact', icon: <DensitySmallIcon fontSize="small" /> },
  { value: 'standard', label: 'Standard', icon: <DensityMediumIcon fontSize="small" /> },
  { value: 'comfortable', label: 'Comfortable', icon: <DensityLargeIcon fontSize="small" /> },
] satisfies { value: GridDensity; label: string; icon: React.ReactNode }[];

function DirectoryToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const buttonId = React.useId();
  const menuId = React.useId();
  const current = options.find((option) => option.value === density) ?? options[1];

  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Staff directory
      </Typography>
      <Tooltip title="Row density">
        <ToolbarButton
          id={buttonId}
          aria-label={`Row density: ${current.label}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {current.icon}
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {options.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === density}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{option.icon}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

const rows = [
  { id: 1, name: 'Grace Okafor', team: 'Finance', extension: '2104' },
  { id: 2, name: 'Henrik Lund', team: 'Engineering', extension: '2317' },
  { id: 3, name: 'Aiko Tanaka', team: 'Design', extension: '2240' },
  { id: 4, name: 'Mateo García', team: 'Support', extension: '2452' },
  { id: 5, name: 'Sofia Rossi', team: 'Engineering', extension: '2318' },
  { id: 6, name: 'Daniel Cohen', team: 'Sales', extension: '2561' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'extension', headerName: 'Extension', width: 110 },
];

export default function DensityToolbar() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        label="Staff directory"
        rows={rows}
        columns={columns}
        initialState={{ density: 'compact' }}
        slots={{ toolbar: DirectoryToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
