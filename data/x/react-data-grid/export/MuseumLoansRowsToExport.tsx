import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridDataRowIdsSelector,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvGetRowsToExportParams,
  type GridRowId,
} from '@mui/x-data-grid';

interface Loan {
  id: string;
  artwork: string;
  borrower: string;
  status: 'On loan' | 'Returned';
}

const loans: Loan[] = [
  { id: 'L-01', artwork: 'Harbour at Dusk', borrower: 'Kunsthalle Basel', status: 'On loan' },
  { id: 'L-02', artwork: 'Study of Hands', borrower: 'Tate Liverpool', status: 'Returned' },
  { id: 'L-03', artwork: 'Blue Orchard', borrower: 'Museo Sorolla', status: 'On loan' },
  { id: 'L-04', artwork: 'Winter Market', borrower: 'Ateneum', status: 'On loan' },
  { id: 'L-05', artwork: 'Portrait of a Weaver', borrower: 'Rijksmuseum', status: 'Returned' },
  { id: 'L-06', artwork: 'Salt Flats', borrower: 'MoMA PS1', status: 'On loan' },
  { id: 'L-07', artwork: 'The Lantern', borrower: 'Kunsthalle Basel', status: 'On loan' },
];

const columns: GridColDef<Loan>[] = [
  { field: 'id', headerName: 'Loan', width: 80 },
  { field: 'artwork', headerName: 'Artwork', flex: 1, minWidth: 160 },
  { field: 'borrower', headerName: 'Borrower', width: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
];

type RowsGetter = (params: GridCsvGetRowsToExportParams) => GridRowId[];

const getters: Record<string, RowsGetter> = {
  gridDataRowIdsSelector: ({ apiRef }) => gridDataRowIdsSelector(apiRef),
  gridSortedRowIdsSelector: ({ apiRef }) => gridSortedRowIdsSelector(apiRef),
  gridFilteredSortedRowIdsSelector: ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef),
  gridPaginatedVisibleSortedGridRowIdsSelector: ({ apiRef }) =>
    gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
};

export default function MuseumLoansRowsToExport() {
  const apiRef = useGridApiRef();
  const [getter, setGetter] = React.useState('gridFilteredSortedRowIdsSelector');
  const [csv, setCsv] = React.useState('');

  const refresh = React.useCallback(() => {
    setCsv(
      apiRef.current?.getDataAsCsv({ getRowsToExport: getters[getter], fields: ['id', 'artwork'] }) ?? '',
    );
  }, [apiRef, getter]);

  React.useEffect(refresh, [refresh]);

  return (
    <Box>
      <TextField
        select
        size="small"
        label="getRowsToExport"
        value={getter}
        onChange={(event) => setGetter(event.target.value)}
        sx={{ mb: 1, minWidth: 320 }}
      >
        {Object.keys(getters).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Artworks on loan"
          rows={loans}
          columns={columns}
          initialState={{
            sorting: { sortModel: [{ field: 'artwork', sort: 'asc' }] },
            filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'On loan' }] } },
            pagination: { paginationModel: { pageSize: 3 } },
          }}
          pageSizeOptions={[3, 5]}
          onStateChange={refresh}
        />
      </div>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="CSV output"
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          height: 150,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
