import { DataGridPro, getGridNumericOperators, getGridStringOperators, type GridColDef } from '@mui/x-data-grid-pro';

const books = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, pages: 304 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264 },
  { id: 3, title: 'Piranesi', author: 'Susanna Clarke', year: 2020, pages: 272 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, pages: 387 },
  { id: 5, title: 'Parable of the Sower', author: 'Octavia E. Butler', year: 1993, pages: 345 },
  { id: 6, title: 'Station Eleven', author: 'Emily St. John Mandel', year: 2014, pages: 333 },
];

// One operator per column, so the operator menu has nothing to offer and is removed below.
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');
const fromYear = getGridNumericOperators()
  .filter((operator) => operator.value === '>=')
  .map((operator) => ({ ...operator, headerLabel: 'From year' }));
const maxPages = getGridNumericOperators()
  .filter((operator) => operator.value === '<=')
  .map((operator) => ({ ...operator, headerLabel: 'At most' }));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200, filterOperators: containsOnly },
  { field: 'author', headerName: 'Author', width: 190, filterOperators: containsOnly },
  { field: 'year', headerName: 'Year', type: 'number', width: 120, filterOperators: fromYear },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 120, filterOperators: maxPages },
];

export default function SimpleHeaderFilters() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        label="Reading list"
        rows={books}
        columns={columns}
        headerFilters
        headerFilterHeight={64}
        slots={{ headerFilterMenu: null }}
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
      />
    </div>
  );
}
