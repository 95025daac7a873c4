import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiRef, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Job = { id: number; asset: string; task: string; status: 'Scheduled' | 'In progress' | 'Done'; overdue: boolean };

const rows: Job[] = [
  { id: 1, asset: 'Boiler B2', task: 'Annual service', status: 'Scheduled', overdue: false },
  { id: 2, asset: 'Lift 1', task: 'Cable inspection', status: 'In progress', overdue: true },
  { id: 3, asset: 'Fire doors, wing A', task: 'Closer adjustment', status: 'Done', overdue: false },
  { id: 4, asset: 'Roof drains', task: 'Clear leaves', status: 'Scheduled', overdue: true },
  { id: 5, asset: 'Generator', task: 'Load test', status: 'Scheduled', overdue: false },
  { id: 6, asset: 'Lift 2', task: 'Cable inspection', status: 'Done', overdue: false },
  { id: 7, asset: 'Chiller C1', task: 'Refrigerant check', status: 'In progress', overdue: false },
];

const columns: GridColDef<Job>[] = [
  { field: 'asset', headerName: 'Asset', width: 160 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Scheduled', 'In progress', 'Done'], width: 120 },
  { field: 'overdue', headerName: 'Overdue', type: 'boolean', width: 100 },
];

const tabs: { key: string; label: string; model: GridFilterModel }[] = [
  { key: 'all', label: 'All', model: { items: [] } },
  { key: 'scheduled', label: 'Scheduled', model: { items: [{ field: 'status', operator: 'is', value: 'Scheduled' }] } },
  { key: 'progress', label: 'In progress', model: { items: [{ field: 'status', operator: 'is', value: 'In progress' }] } },
  { key: 'overdue', label: 'Overdue', model: { items: [{ field: 'overdue', operator: 'is', value: 'true' }] } },
];

export default function MaintenanceTabCounts() {
  const apiRef = useGridApiRef();
  const [tab, setTab] = React.useState('all');
  const [counts, setCounts] = React.useState<Record<string, number>>({});

  // After mount, ask the grid how many rows each preset would keep, without applying it.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const ids = api.getAllRowIds();
    const next: Record<string, number> = {};
    tabs.forEach(({ key, model }) => {
      const { filteredRowsLookup } = api.getFilterState(model);
      next[key] = ids.filter((id) => filteredRowsLookup[id] !== false).length;
    });
    setCounts(next);
  }, [apiRef]);

  const activeModel = tabs.find((t) => t.key === tab)?.model ?? tabs[0].model;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={tab}
        onChange={(_event, value: string | null) => value && setTab(value)}
        aria-label="Job view"
      >
        {tabs.map(({ key, label }) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
            {label}
            {counts[key] === undefined ? '' : ` (${counts[key]})`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Maintenance jobs"
          rows={rows}
          columns={columns}
          hideFooter
          filterModel={activeModel}
          // The tabs are the only filter UI here.
          disableColumnFilter
        />
      </div>
    </Stack>
  );
}
