import * as React from 'react';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

type Part = { id: number; system: string; part: string; supplier: string; leadDays: number };

const rows: Part[] = [
  { id: 1, system: 'Landing gear', part: 'Nose wheel steering actuator', supplier: 'Hydraulik Nordwerk', leadDays: 45 },
  { id: 2, system: 'Landing gear', part: 'Brake pack', supplier: 'Carbon Stop Ltd', leadDays: 30 },
  { id: 3, system: 'Avionics', part: 'Air data computer', supplier: 'Skyline Instruments Corporation', leadDays: 60 },
  { id: 4, system: 'Avionics', part: 'VHF antenna', supplier: 'Aerowave', leadDays: 12 },
  { id: 5, system: 'Cabin', part: 'Lavatory smoke detector assembly', supplier: 'Cabin Safety Systems International', leadDays: 21 },
  { id: 6, system: 'Cabin', part: 'Seat belt', supplier: 'Strapco', leadDays: 7 },
];

const columns: GridColDef<Part>[] = [
  { field: 'system', headerName: 'System', width: 100 },
  { field: 'part', headerName: 'Part', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 100 },
  { field: 'leadDays', headerName: 'Lead time (days)', type: 'number', width: 140 },
];

export default function AutosizeGroupedRows() {
  const apiRef = useGridApiRef();

  // Child rows are only rendered once their group is open: measure again after each expansion.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', () => {
        // Wait a frame so that the rows of the opened group are in the DOM.
        requestAnimationFrame(() => {
          apiRef.current?.autosizeColumns({ columns: ['part', 'supplier'], includeOutliers: true });
        });
      }),
    [apiRef],
  );

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        label="Spare parts by system"
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['system'] } }}
        groupingColDef={{ width: 170 }}
        hideFooter
      />
    </div>
  );
}
