import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import TuneIcon from '@mui/icons-material/Tune';
import { DataGrid, Toolbar, ToolbarButton, type GridColDef, type GridDensity } from '@mui/x-data-grid';

type Appearance = { density: GridDensity; columnBorders: boolean; striped: boolean };
const defaults: Appearance = { density: 'standard', columnBorders: false, striped: false };
const storageKey = 'docs-fleet-grid-appearance';

// The toolbar reads and changes the settings through a context of the demo.
const AppearanceContext = React.createContext<{ appearance: Appearance; update: (change: Partial<Appearance>) => void }>({
  appearance: defaults,
  update: () => {},
});

const densities: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact rows' },
  { value: 'standard', label: 'Standard rows' },
  { value: 'comfortable', label: 'Comfortable rows' },
];

function SettingsToolbar() {
  const { appearance, update } = React.useContext(AppearanceContext);
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();
  const check = (on: boolean) => <ListItemIcon>{on ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>;

  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Trucks on the road
      </Typography>
      <Tooltip title="Appearance">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
        >
          <TuneIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId, dense: true } }}
      >
        {densities.map((option) => (
          <MenuItem
            key={option.value}
            role="menuitemradio"
            aria-checked={appearance.density === option.value}
            onClick={() => update({ density: option.value })}
          >
            {check(appearance.density === option.value)}
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem role="menuitemcheckbox" aria-checked={appearance.columnBorders} onClick={() => update({ columnBorders: !appearance.columnBorders })}>
          {check(appearance.columnBorders)}
          <ListItemText>Column borders</ListItemText>
        </MenuItem>
        <MenuItem role="menuitemcheckbox" aria-checked={appearance.striped} onClick={() => update({ striped: !appearance.striped })}>
          {check(appearance.striped)}
          <ListItemText>Striped rows</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => update(defaults)}>
          <ListItemIcon />
          <ListItemText>Reset to defaults</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

type Truck = { id: string; driver: string; route: string; loadT: number };

const trucks: Truck[] = [
  { id: 'TR-01', driver: 'Ewa Nowak', route: 'Gdańsk → Poznań', loadT: 18.5 },
  { id: 'TR-02', driver: 'Luis Ortega', route: 'Valencia → Zaragoza', loadT: 12 },
  { id: 'TR-03', driver: 'Aoife Byrne', route: 'Cork → Dublin', loadT: 21.2 },
  { id: 'TR-04', driver: 'Tariq Aziz', route: 'Lyon → Turin', loadT: 9.8 },
  { id: 'TR-05', driver: 'Hanne Berg', route: 'Oslo → Bergen', loadT: 16.4 },
];

const columns: GridColDef<Truck>[] = [
  { field: 'id', headerName: 'Truck', width: 90 },
  { field: 'driver', headerName: 'Driver', width: 140 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 170 },
  { field: 'loadT', headerName: 'Load (t)', type: 'number', width: 100, valueFormatter: (value?: number | null) => (value == null ? '' : value.toFixed(1)) },
];

export default function FleetAppearanceSettings() {
  // Start from the defaults on the server and on the first client render; read storage after mount.
  const [appearance, setAppearance] = React.useState<Appearance>(defaults);

  React.useEffect(() => {
    try {
      const stored = window.localStorage.getItem(storageKey);
      if (stored) setAppearance({ ...defaults, ...(JSON.parse(stored) as Partial<Appearance>) });
    } catch {
      // Storage can be unavailable (private mode, blocked cookies): keep the defaults.
    }
  }, []);

  const update = React.useCallback((change: Partial<Appearance>) => {
    setAppearance((current) => {
      const next = { ...current, ...change };
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Not saved, but the change still applies to this visit.
      }
      return next;
    });
  }, []);

  const context = React.useMemo(() => ({ appearance, update }), [appearance, update]);

  return (
    <AppearanceContext.Provider value={context}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          label="Fleet"
          rows={trucks}
          columns={columns}
          density={appearance.density}
          onDensityChange={(density) => update({ density })}
          showColumnVerticalBorder={appearance.columnBorders}
          showCellVerticalBorder={appearance.columnBorders}
          getRowClassName={(params) => (appearance.striped && params.indexRelativeToCurrentPage % 2 === 1 ? 'row--odd' : '')}
          slots={{ toolbar: SettingsToolbar }}
          showToolbar
          hideFooter
          sx={{ '& .row--odd': { bgcolor: 'action.hover' } }}
        />
      </div>
    </AppearanceContext.Provider>
  );
}
