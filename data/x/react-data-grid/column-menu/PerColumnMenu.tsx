import type { MouseEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Station = { id: number; station: string; region: string; rainMm: number; windKmh: number; tempC: number };

const rows: Station[] = [
  { id: 1, station: 'Ben Nevis summit', region: 'Highlands', rainMm: 41.2, windKmh: 96, tempC: -1.4 },
  { id: 2, station: 'Tiree', region: 'Hebrides', rainMm: 12.8, windKmh: 71, tempC: 8.9 },
  { id: 3, station: 'Aviemore', region: 'Highlands', rainMm: 8.4, windKmh: 33, tempC: 4.2 },
  { id: 4, station: 'Leuchars', region: 'Fife', rainMm: 3.1, windKmh: 38, tempC: 7.5 },
  { id: 5, station: 'Eskdalemuir', region: 'Borders', rainMm: 19.6, windKmh: 29, tempC: 5.1 },
];

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'rainMm', headerName: 'Rain (mm)', type: 'number', width: 110 },
  { field: 'windKmh', headerName: 'Gust (km/h)', type: 'number', width: 120 },
  { field: 'tempC', headerName: 'Temp (°C)', type: 'number', width: 110 },
];

const units: Record<string, string> = { rainMm: 'mm', windKmh: 'km/h', tempC: '°C' };

// `units` is an extra prop, passed through `slotProps` next to `displayOrder`.
function SelectPeakItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick, units: unitByField } = props as GridColumnMenuItemProps & {
    units: Record<string, string>;
  };
  const apiRef = useGridApiContext();
  const selectPeak = (event: MouseEvent<HTMLElement>) => {
    const ids = apiRef.current.getSortedRowIds();
    const peakId = ids.reduce((best, id) =>
      Number(apiRef.current.getCellValue(id, colDef.field)) > Number(apiRef.current.getCellValue(best, colDef.field))
        ? id
        : best,
    );
    apiRef.current.selectRow(peakId, true, true);
    onClick(event);
  };
  return (
    <MenuItem onClick={selectPeak}>
      <ListItemIcon>
        <VerticalAlignTopIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Select the highest ({unitByField[colDef.field]})</ListItemText>
    </MenuItem>
  );
}

function StationColumnMenu(props: GridColumnMenuProps) {
  const isNumber = props.colDef.type === 'number';
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuPeakItem: isNumber ? SelectPeakItem : null }}
      slotProps={{ columnMenuPeakItem: { displayOrder: 25, units } }}
    />
  );
}

export default function PerColumnMenu() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid label="Weather stations" rows={rows} columns={columns} hideFooter slots={{ columnMenu: StationColumnMenu }} />
    </div>
  );
}
