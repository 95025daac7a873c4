import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

type Rental = { id: number; bike: string; station: string; rider: string; minutes: number; ebike: boolean };

const rows: Rental[] = [
  { id: 1, bike: 'B-0412', station: 'Canal Street', rider: 'Member', minutes: 14, ebike: false },
  { id: 2, bike: 'E-0087', station: 'Central Station', rider: 'Day pass', minutes: 38, ebike: true },
  { id: 3, bike: 'B-0230', station: 'Market Square', rider: 'Member', minutes: 9, ebike: false },
  { id: 4, bike: 'E-0151', station: 'Canal Street', rider: 'Member', minutes: 22, ebike: true },
  { id: 5, bike: 'B-0399', station: 'University', rider: 'Day pass', minutes: 61, ebike: false },
];

const columns: GridColDef<Rental>[] = [
  { field: 'bike', headerName: 'Bike', width: 100 },
  { field: 'station', headerName: 'Start station', flex: 1, minWidth: 150 },
  { field: 'rider', headerName: 'Rider', width: 110 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'ebike', headerName: 'E-bike', type: 'boolean', width: 90 },
];

// The toolbar is a slot (a stable component), so the ref setter reaches it through context.
const AnchorSetterContext = React.createContext<(element: HTMLButtonElement | null) => void>(() => {});

function RentalsToolbar() {
  const setAnchor = React.useContext(AnchorSetterContext);
  return (
    <Toolbar>
      <Tooltip title="Filter rentals">
        <FilterPanelTrigger render={<ToolbarButton aria-label="Filter rentals" />} ref={setAnchor}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function BikeRentalsAnchoredPanel() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);

  return (
    <AnchorSetterContext.Provider value={setAnchor}>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          label="Bike rentals"
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          slots={{ toolbar: RentalsToolbar }}
          // Open the panels below the filter button instead of below the column headers.
          slotProps={{ panel: { target: anchor } }}
        />
      </div>
    </AnchorSetterContext.Provider>
  );
}
