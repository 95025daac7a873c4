import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

type FileEntry = { id: number; path: string[]; sizeKb?: number; modified?: Date };

// Folders carry no size or date of their own: aggregation fills them in from the files below.
const rows: FileEntry[] = [
  { id: 1, path: ['src'] },
  { id: 2, path: ['src', 'index.ts'], sizeKb: 4, modified: new Date(2025, 4, 2) },
  { id: 3, path: ['src', 'components'] },
  { id: 4, path: ['src', 'components', 'Map.tsx'], sizeKb: 18, modified: new Date(2025, 4, 19) },
  { id: 5, path: ['src', 'components', 'Legend.tsx'], sizeKb: 7, modified: new Date(2025, 3, 28) },
  { id: 6, path: ['assets'] },
  { id: 7, path: ['assets', 'tiles.png'], sizeKb: 412, modified: new Date(2025, 2, 11) },
  { id: 8, path: ['README.md'], sizeKb: 3, modified: new Date(2025, 4, 21) },
];

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<FileEntry>[] = [
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 150 },
  { field: 'modified', headerName: 'Last modified', type: 'date', width: 170,
    valueFormatter: (value?: Date) => (value ? day.format(value) : '') },
];

const getTreeDataPath: DataGridPremiumProps<FileEntry>['getTreeDataPath'] = (row) => row.path;

export default function ProjectFilesTree() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        label="Project files"
        treeData
        getTreeDataPath={getTreeDataPath}
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'File', width: 220 }}
        initialState={{ aggregation: { model: { sizeKb: 'sum', modified: 'max' } } }}
      />
    </div>
  );
}
