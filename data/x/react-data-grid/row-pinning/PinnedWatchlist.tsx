import * as React from 'react';
import PushPinIcon from '@mui/icons-material/PushPin';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  destination: string;
  departs: string;
  gate: string;
  status: string;
}

const flights: Flight[] = [
  { id: 'AF1034', destination: 'Paris CDG', departs: '07:15', gate: 'B12', status: 'Boarding' },
  { id: 'LH2291', destination: 'Munich', departs: '07:40', gate: 'A03', status: 'On time' },
  { id: 'IB3177', destination: 'Madrid', departs: '08:05', gate: 'C21', status: 'Delayed 25 min' },
  { id: 'KL1582', destination: 'Amsterdam', departs: '08:20', gate: 'B07', status: 'On time' },
  { id: 'TP1351', destination: 'Lisbon', departs: '08:55', gate: 'C04', status: 'On time' },
  { id: 'SK0592', destination: 'Copenhagen', departs: '09:10', gate: 'A11', status: 'Gate change' },
  { id: 'OS0412', destination: 'Vienna', departs: '09:35', gate: 'A06', status: 'On time' },
  { id: 'LX0631', destination: 'Zurich', departs: '10:00', gate: 'B02', status: 'Cancelled' },
  { id: 'AZ0207', destination: 'Rome', departs: '10:25', gate: 'C15', status: 'On time' },
];

type Pins = { top: GridRowId[]; bottom: GridRowId[] };

export default function PinnedWatchlist() {
  const [pins, setPins] = React.useState<Pins>({ top: ['IB3177'], bottom: [] });

  const pin = React.useCallback((id: GridRowId, position: keyof Pins | null) => {
    setPins((prev) => {
      const top = prev.top.filter((pinned) => pinned !== id);
      const bottom = prev.bottom.filter((pinned) => pinned !== id);
      if (position === 'top') top.push(id);
      if (position === 'bottom') bottom.push(id);
      return { top, bottom };
    });
  }, []);

  const { rows, pinnedRows } = React.useMemo(() => {
    const byId = (id: GridRowId) => flights.find((flight) => flight.id === id)!;
    const pinned = new Set([...pins.top, ...pins.bottom]);
    return {
      // Take pinned flights out of `rows` so each flight appears once.
      rows: flights.filter((flight) => !pinned.has(flight.id)),
      pinnedRows: { top: pins.top.map(byId), bottom: pins.bottom.map(byId) },
    };
  }, [pins]);

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: (params: GridRowParams<Flight>) => {
          const isPinned = pins.top.includes(params.id) || pins.bottom.includes(params.id);
          if (isPinned) {
            return [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinIcon />}
                label={`Unpin ${params.id}`}
                onClick={() => pin(params.id, null)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="top"
              icon={<VerticalAlignTopIcon />}
              label="Pin to top"
              showInMenu
              onClick={() => pin(params.id, 'top')}
            />,
            <GridActionsCellItem
              key="bottom"
              icon={<VerticalAlignBottomIcon />}
              label="Pin to bottom"
              showInMenu
              onClick={() => pin(params.id, 'bottom')}
            />,
          ];
        },
      },
      { field: 'id', headerName: 'Flight', width: 100 },
      { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
      { field: 'departs', headerName: 'Departs', width: 100 },
      { field: 'gate', headerName: 'Gate', width: 80 },
      { field: 'status', headerName: 'Status', width: 150 },
    ],
    [pins, pin],
  );

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </div>
  );
}
