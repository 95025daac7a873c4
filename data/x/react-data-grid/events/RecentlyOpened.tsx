import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

type Contract = { id: string; client: string; value: number; renewal: string };

const rows: Contract[] = [
  { id: 'C-2201', client: 'Harbor Freight Lines', value: 48000, renewal: 'Jun 2025' },
  { id: 'C-2202', client: 'Juniper Health', value: 126500, renewal: 'Sep 2025' },
  { id: 'C-2203', client: 'Quartz Analytics', value: 22900, renewal: 'Apr 2025' },
  { id: 'C-2204', client: 'Meridian Schools', value: 73250, renewal: 'Jan 2026' },
  { id: 'C-2205', client: 'Solano Farms', value: 15400, renewal: 'May 2025' },
];

const columns: GridColDef<Contract>[] = [
  { field: 'id', headerName: 'Contract', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'value', headerName: 'Value ($)', type: 'number', width: 120 },
  { field: 'renewal', headerName: 'Renewal', width: 110 },
];

// A footer slot: inside the grid, useGridEvent subscribes for as long as the footer is mounted.
function RecentFooter() {
  const apiRef = useGridApiContext();
  const [recent, setRecent] = React.useState<GridRowId[]>([]);

  const open = (id: GridRowId) => setRecent((list) => [id, ...list.filter((item) => item !== id)].slice(0, 3));

  useGridEvent(apiRef, 'rowDoubleClick', (params) => open(params.id));
  useGridEvent(apiRef, 'cellKeyDown', (params, event) => {
    if (event.key === 'Enter') open(params.id);
  });

  return (
    <GridFooterContainer sx={{ px: 2, gap: 1, justifyContent: 'flex-start', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        Recently opened:
      </Typography>
      {recent.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          none yet (double-click a row, or press Enter on a cell)
        </Typography>
      ) : (
        recent.map((id) => <Chip key={id} size="small" label={apiRef.current.getRow<Contract>(id)?.client ?? id} />)
      )}
    </GridFooterContainer>
  );
}

export default function RecentlyOpened() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid label="Contracts" rows={rows} columns={columns} slots={{ footer: RecentFooter }} />
    </Box>
  );
}
