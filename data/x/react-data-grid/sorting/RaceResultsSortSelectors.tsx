import {
  DataGrid,
  GridFooterContainer,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import Typography from '@mui/material/Typography';

type Runner = { id: number; bib: number; name: string; category: string; finish: string };

// Finish times share the "H:MM:SS" shape, so text order is time order.
const rows: Runner[] = [
  { id: 1, bib: 1042, name: 'Noor Rahman', category: 'F35', finish: '3:12:48' },
  { id: 2, bib: 217, name: 'Jonas Weber', category: 'M40', finish: '2:58:03' },
  { id: 3, bib: 3310, name: 'Chiara Bellini', category: 'F20', finish: '3:41:17' },
  { id: 4, bib: 88, name: 'Kofi Asante', category: 'M20', finish: '2:41:55' },
  { id: 5, bib: 1520, name: 'Marta Kowalska', category: 'F45', finish: '3:05:32' },
  { id: 6, bib: 2764, name: 'Diego Paredes', category: 'M50', finish: '3:27:09' },
];

const columns: GridColDef<Runner>[] = [
  { field: 'bib', headerName: 'Bib', type: 'number', width: 80 },
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 100 },
  { field: 'finish', headerName: 'Finish time', width: 120 },
];

// Rendered by the grid as its footer, so it can read the grid state with selectors.
function SortSummaryFooter() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const entries = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const first = entries[0]?.model as Runner | undefined;
  const item = sortModel[0];

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {item ? `Sorted by ${item.field} (${item.sort})` : 'Not sorted'}
        {first ? ` · first row: ${first.name}, ${first.finish}` : ''}
      </Typography>
    </GridFooterContainer>
  );
}

export default function RaceResultsSortSelectors() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Race results"
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'finish', sort: 'asc' }] } }}
        slots={{ footer: SortSummaryFooter }}
      />
    </div>
  );
}
