import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Building = 'Elm Court' | 'Harbour House' | 'The Maltings';

type Request = { id: number; building: Building; unit: string; issue: string; reported: string; urgent: boolean };

const rows: Request[] = [
  { id: 1, building: 'Elm Court', unit: '2B', issue: 'Dripping kitchen tap', reported: '2025-05-02', urgent: false },
  { id: 2, building: 'Harbour House', unit: '11', issue: 'No hot water', reported: '2025-05-03', urgent: true },
  { id: 3, building: 'Elm Court', unit: '4A', issue: 'Broken window latch', reported: '2025-05-05', urgent: false },
  { id: 4, building: 'The Maltings', unit: 'G2', issue: 'Smoke alarm beeping', reported: '2025-05-05', urgent: true },
  { id: 5, building: 'Harbour House', unit: '7', issue: 'Lift out of order', reported: '2025-05-06', urgent: true },
  { id: 6, building: 'The Maltings', unit: '3C', issue: 'Loose stair rail', reported: '2025-05-07', urgent: false },
];

const columns: GridColDef<Request>[] = [
  {
    field: 'building',
    headerName: 'Building',
    type: 'singleSelect',
    valueOptions: ['Elm Court', 'Harbour House', 'The Maltings'],
    width: 140,
    // Readers can't filter on this column: the page decides the building.
    filterable: false,
  },
  { field: 'unit', headerName: 'Unit', width: 80 },
  { field: 'issue', headerName: 'Issue', flex: 1, minWidth: 180 },
  { field: 'reported', headerName: 'Reported', width: 120 },
  { field: 'urgent', headerName: 'Urgent', type: 'boolean', width: 90 },
];

export default function ScopedTenantFilter() {
  const [building, setBuilding] = React.useState<Building>('Elm Court');

  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: [{ field: 'building', operator: 'is', value: building }] }),
    [building],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={building}
        onChange={(_event, value: Building | null) => value && setBuilding(value)}
        aria-label="Building"
      >
        <ToggleButton value="Elm Court">Elm Court</ToggleButton>
        <ToggleButton value="Harbour House">Harbour House</ToggleButton>
        <ToggleButton value="The Maltings">The Maltings</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          label="Maintenance requests"
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          filterModel={filterModel}
        />
      </div>
    </Stack>
  );
}
