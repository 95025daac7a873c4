import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

type Album = { id: number; title: string; artist: string; year: number; format: 'Vinyl' | 'CD' | 'Cassette' };

const records: Album[] = [
  { id: 1, title: 'Kind of Blue', artist: 'Miles Davis', year: 1959, format: 'Vinyl' },
  { id: 2, title: 'Buena Vista Social Club', artist: 'Buena Vista Social Club', year: 1997, format: 'CD' },
  { id: 3, title: 'Blue Lines', artist: 'Massive Attack', year: 1991, format: 'Cassette' },
  { id: 4, title: 'Homogenic', artist: 'Björk', year: 1997, format: 'Vinyl' },
  { id: 5, title: 'Talking Timbuktu', artist: 'Ali Farka Touré', year: 1994, format: 'CD' },
];

const columns: GridColDef<Album>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  // A year reads 1997, not 1,997: skip the number type's thousands separator.
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value: number) => String(value) },
  { field: 'format', headerName: 'Format', type: 'singleSelect', valueOptions: ['Vinyl', 'CD', 'Cassette'], width: 110 },
];

// The parts of the built-in toolbar in an order of our own: title and search on the left,
// the grid's tools in a bordered group on the right.
function RecordShopToolbar() {
  const [exportOpen, setExportOpen] = React.useState(false);
  const exportRef = React.useRef<HTMLButtonElement>(null);
  const exportId = React.useId();
  const exportMenuId = React.useId();

  return (
    <Toolbar>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          Record shop stock
        </Typography>
        {/* `expanded` keeps the field open and in the tab order even when it is empty. */}
        <QuickFilter expanded>
          <QuickFilterControl
            render={({ ref, slotProps, ...controlProps }, state) => (
              <TextField
                {...controlProps}
                inputRef={ref}
                size="small"
                placeholder="Search…"
                sx={{ width: 220 }}
                slotProps={{
                  ...slotProps,
                  htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search records' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                    endAdornment: state.value ? (
                      <InputAdornment position="end">
                        <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                          <CloseIcon fontSize="small" />
                        </QuickFilterClear>
                      </InputAdornment>
                    ) : null,
                  },
                }}
              />
            )}
          />
        </QuickFilter>
      </Box>
      {/* `ml: 'auto'` takes the free space, so the group sits on the right. */}
      <Box
        role="group"
        aria-label="Columns, filters and export"
        sx={{ display: 'flex', gap: 0.5, ml: 'auto', p: 0.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <Tooltip title="Columns">
          <ColumnsPanelTrigger render={<ToolbarButton />}>
            <ViewColumnIcon fontSize="small" />
          </ColumnsPanelTrigger>
        </Tooltip>
        <Tooltip title="Filters">
          {/* The render function receives the trigger's state: here, the number of active filters. */}
          <FilterPanelTrigger
            render={(triggerProps, state) => (
              <ToolbarButton {...triggerProps} color="default">
                <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                  <FilterListIcon fontSize="small" />
                </Badge>
              </ToolbarButton>
            )}
          />
        </Tooltip>
        <Tooltip title="Export">
          <ToolbarButton
            ref={exportRef}
            id={exportId}
            aria-haspopup="true"
            aria-expanded={exportOpen ? 'true' : undefined}
            aria-controls={exportOpen ? exportMenuId : undefined}
            onClick={() => setExportOpen(!exportOpen)}
          >
            <FileDownloadIcon fontSize="small" />
          </ToolbarButton>
        </Tooltip>
      </Box>
      <Menu
        id={exportMenuId}
        anchorEl={exportRef.current}
        open={exportOpen}
        onClose={() => setExportOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': exportId } }}
      >
        <ExportPrint render={<MenuItem />} onClick={() => setExportOpen(false)}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'record-shop' }} onClick={() => setExportOpen(false)}>
          Download as CSV
        </ExportCsv>
      </Menu>
    </Toolbar>
  );
}

export default function CatalogueToolbarRebuild() {
  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGrid label="Record shop stock" rows={records} columns={columns} slots={{ toolbar: RecordShopToolbar }} showToolbar hideFooter />
    </div>
  );
}
