import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuHideItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Reading = { id: number; meter: string; site: string; kwh: number; peakKw: number; tariff: string };

const rows: Reading[] = [
  { id: 1, meter: 'EM-01', site: 'Bakery, Rue Haute', kwh: 412.6, peakKw: 18.2, tariff: 'Day/Night' },
  { id: 2, meter: 'EM-02', site: 'Gym, Dock Street', kwh: 988.1, peakKw: 42.5, tariff: 'Flat' },
  { id: 3, meter: 'EM-03', site: 'Library, Park Lane', kwh: 265.3, peakKw: 9.7, tariff: 'Day/Night' },
  { id: 4, meter: 'EM-04', site: 'Garage, Mill Road', kwh: 530.9, peakKw: 27.1, tariff: 'Peak/Off-peak' },
];

const columns: GridColDef<Reading>[] = [
  { field: 'meter', headerName: 'Meter', width: 100 },
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 170 },
  { field: 'kwh', headerName: 'Energy (kWh)', type: 'number', width: 130 },
  { field: 'peakKw', headerName: 'Peak (kW)', type: 'number', width: 110 },
  { field: 'tariff', headerName: 'Tariff', width: 130 },
];

// "Hide column" stays, "Manage columns" goes: the combined item is swapped for the hide item alone.
function MeterColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuColumnsItem: null, columnMenuHideOnlyItem: GridColumnMenuHideItem }}
      slotProps={{ columnMenuHideOnlyItem: { displayOrder: 30 } }}
    />
  );
}

export default function HideOnlyMenu() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid label="Meter readings" rows={rows} columns={columns} hideFooter slots={{ columnMenu: MeterColumnMenu }} />
    </div>
  );
}
