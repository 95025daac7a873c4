import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', team: 'Platform', location: 'Lagos', tickets: 14 },
  { id: 2, name: 'Jonas Weber', team: 'Design', location: 'Berlin', tickets: 6 },
  { id: 3, name: 'Priya Nair', team: 'Platform', location: 'Bengaluru', tickets: 21 },
  { id: 4, name: 'Lucas Moreau', team: 'Support', location: 'Lyon', tickets: 38 },
  { id: 5, name: 'Hana Suzuki', team: 'Design', location: 'Osaka', tickets: 9 },
  { id: 6, name: 'Diego Ramos', team: 'Support', location: 'Lima', tickets: 27 },
  { id: 7, name: 'Sofia Rossi', team: 'Platform', location: 'Turin', tickets: 12 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'tickets', headerName: 'Open tickets', type: 'number', width: 120 },
];

function DirectoryToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Team directory
      </Typography>
      <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
        <ViewColumnIcon fontSize="small" />
      </ColumnsPanelTrigger>
      <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
        <FilterListIcon fontSize="small" />
      </FilterPanelTrigger>
      <ExportCsv render={<ToolbarButton aria-label="Download CSV" />} options={{ fileName: 'team' }}>
        <FileDownloadIcon fontSize="small" />
      </ExportCsv>
      <QuickFilter>
        <QuickFilterControl
          size="small"
          placeholder="Search…"
          slotProps={{ htmlInput: { 'aria-label': 'Search people' } }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function TeamDirectoryGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([3]),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Team directory"
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          slots={{ toolbar: DirectoryToolbar }}
          showToolbar
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Selection model: type &quot;{selection.type}&quot;, ids [{[...selection.ids].join(', ')}]
      </Typography>
    </Box>
  );
}
