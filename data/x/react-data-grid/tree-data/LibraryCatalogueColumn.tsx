import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

type Entry = {
  id: number;
  path: string[];
  author?: string;
  year?: number;
  shelf?: string;
  copies?: number;
  loans?: number;
};

// Subject, then sub-subject, then title. Subjects have no row of their own.
const catalogue: Entry[] = [
  { id: 1, path: ['science', 'astronomy', 'Pale Blue Dot'], author: 'C. Sagan', year: 1994, shelf: '520 SAG', copies: 3, loans: 41 },
  { id: 2, path: ['science', 'astronomy', 'Cosmos'], author: 'C. Sagan', year: 1980, shelf: '520 SAG', copies: 2, loans: 27 },
  { id: 3, path: ['science', 'biology', 'The Gene'], author: 'S. Mukherjee', year: 2016, shelf: '576 MUK', copies: 2, loans: 19 },
  { id: 4, path: ['science', 'biology', 'Entangled Life'], author: 'M. Sheldrake', year: 2020, shelf: '579 SHE', copies: 4, loans: 52 },
  { id: 5, path: ['history', 'maritime', 'The Sea and Civilization'], author: 'L. Paine', year: 2013, shelf: '909 PAI', copies: 1, loans: 8 },
  { id: 6, path: ['history', 'maritime', 'Longitude'], author: 'D. Sobel', year: 1995, shelf: '526 SOB', copies: 3, loans: 33 },
  { id: 7, path: ['history', 'ancient', 'SPQR'], author: 'M. Beard', year: 2015, shelf: '937 BEA', copies: 2, loans: 24 },
];

const columns: GridColDef<Entry>[] = [
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value?: number) => (value ? String(value) : '') },
  { field: 'shelf', headerName: 'Shelf mark', width: 120 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
  { field: 'loans', headerName: 'Loans this year', type: 'number', width: 140 },
];

const getTreeDataPath: DataGridProProps<Entry>['getTreeDataPath'] = (row) => row.path;

// A plain object: merged into the grouping column the grid creates.
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Subject / title',
  width: 260,
  hideDescendantCount: true,
  // Subject keys are stored in lower case; show them capitalised.
  valueFormatter: (value: string) => value.charAt(0).toUpperCase() + value.slice(1),
};

export default function LibraryCatalogueColumn() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        label="Library catalogue"
        treeData
        rows={catalogue}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={2}
        // The grouping column's field, for features that take field names.
        initialState={{ pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] } }}
        hideFooter
      />
    </div>
  );
}
