import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

type Reading = { id: number; site: string; meter: string; floor: string; kwh: number };

const rows: Reading[] = [
  { id: 1, site: 'Depot', meter: 'Lighting', floor: 'Ground', kwh: 412 },
  { id: 2, site: 'Depot', meter: 'Heating', floor: 'Ground', kwh: 1_380 },
  { id: 3, site: 'Depot', meter: 'Lighting', floor: 'Mezzanine', kwh: 96 },
  { id: 4, site: 'Head office', meter: 'Heating', floor: 'First', kwh: 870 },
  { id: 5, site: 'Head office', meter: 'Lighting', floor: 'First', kwh: 245 },
  { id: 6, site: 'Head office', meter: 'Lighting', floor: 'Second', kwh: 230 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'site', headerName: 'Site', width: 120 },
  { field: 'meter', headerName: 'Meter', width: 110 },
  { field: 'floor', headerName: 'Floor', width: 110 },
  { field: 'kwh', headerName: 'kWh', type: 'number', width: 90 },
];

export default function GroupingApiButtons() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['site']);
  const api = () => apiRef.current!;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => api().setRowGroupingModel(['meter'])}>Set model to Meter</Button>
        <Button size="small" onClick={() => api().addRowGroupingCriteria('floor')}>Add Floor</Button>
        <Button size="small" onClick={() => api().addRowGroupingCriteria('site', 0)}>Add Site first</Button>
        <Button size="small" onClick={() => api().removeRowGroupingCriteria('site')}>Remove Site</Button>
        <Button size="small" onClick={() => api().setRowGroupingCriteriaIndex('floor', 0)}>Move Floor to top</Button>
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        Model: <code>{JSON.stringify(model)}</code>
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['site'] } }}
          onRowGroupingModelChange={setModel}
          aria-label="Energy meter readings"
        />
      </Box>
    </Box>
  );
}
