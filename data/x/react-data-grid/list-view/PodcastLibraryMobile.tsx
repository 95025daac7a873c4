import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';

type Episode = { id: number; title: string; show: string; minutes: number; published: string };

const episodes: Episode[] = [
  { id: 1, title: 'Sourdough science', show: 'Crumb & Crust', minutes: 42, published: '2025-04-28' },
  { id: 2, title: 'Night trains of Europe', show: 'Slow Travel', minutes: 57, published: '2025-04-24' },
  { id: 3, title: 'Why bridges hum', show: 'Everyday Physics', minutes: 31, published: '2025-04-22' },
  { id: 4, title: 'Fermented hot sauce', show: 'Crumb & Crust', minutes: 38, published: '2025-04-17' },
  { id: 5, title: 'Walking the Camino', show: 'Slow Travel', minutes: 64, published: '2025-04-10' },
  { id: 6, title: 'The physics of espresso', show: 'Everyday Physics', minutes: 27, published: '2025-04-08' },
  { id: 7, title: 'Rye, the forgotten grain', show: 'Crumb & Crust', minutes: 45, published: '2025-04-03' },
  { id: 8, title: 'Ferries of the fjords', show: 'Slow Travel', minutes: 49, published: '2025-03-27' },
];

const columns: GridColDef<Episode>[] = [
  { field: 'title', headerName: 'Episode', flex: 1 },
  { field: 'show', headerName: 'Show', width: 140 },
  { field: 'minutes', headerName: 'Length (min)', type: 'number', width: 110 },
  { field: 'published', headerName: 'Published', width: 120 },
];

const sortOptions = [
  { value: 'published:desc', label: 'Newest first' },
  { value: 'published:asc', label: 'Oldest first' },
  { value: 'minutes:asc', label: 'Shortest first' },
  { value: 'title:asc', label: 'Title A–Z' },
];

// Without headers, sorting needs a control of its own: here a select in the toolbar.
function MobileToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current = sortModel[0] ? `${sortModel[0].field}:${sortModel[0].sort}` : '';

  return (
    <Toolbar style={{ gap: 8, flexWrap: 'wrap' }}>
      <QuickFilter expanded style={{ flex: 1, minWidth: 140 }}>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              placeholder="Search episodes"
              slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search episodes' } }}
            />
          )}
        />
      </QuickFilter>
      <TextField
        select
        size="small"
        label="Sort by"
        id="podcast-sort"
        value={current}
        onChange={(event) => {
          const [field, sort] = event.target.value.split(':');
          apiRef.current.setSortModel([{ field, sort: sort === 'asc' ? 'asc' : 'desc' }]);
        }}
        sx={{ minWidth: 150 }}
      >
        {sortOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Toolbar>
  );
}

const listViewColumn: GridListViewColDef<Episode> = {
  field: 'episodeCard',
  renderCell: ({ row }) => (
    <Box sx={{ py: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {row.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {row.show} · {row.minutes} min · {row.published}
      </Typography>
    </Box>
  ),
};

export default function PodcastLibraryMobile() {
  return (
    // A phone-sized frame: the grid is built for a narrow screen from the start.
    <Box sx={{ height: 480, width: '100%', maxWidth: 380, mx: 'auto' }}>
      <DataGridPro
        label="Podcast episodes"
        rows={episodes}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={60}
        showToolbar
        slots={{ toolbar: MobileToolbar }}
        initialState={{
          sorting: { sortModel: [{ field: 'published', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 5 } },
        }}
        pagination
        pageSizeOptions={[5]}
      />
    </Box>
  );
}
