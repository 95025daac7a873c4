import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import {
  DataGridPro,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
  type GridGroupNode,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

type FileRow = { id: number; path: string[]; size: number; modified: Date };

// Only files are listed: the grid creates the folder rows from the paths.
const rows: FileRow[] = [
  { id: 1, path: ['package.json'], size: 1_240, modified: new Date(2025, 2, 14) },
  { id: 2, path: ['README.md'], size: 4_810, modified: new Date(2025, 1, 3) },
  { id: 3, path: ['src', 'main.tsx'], size: 690, modified: new Date(2025, 2, 10) },
  { id: 4, path: ['src', 'App.tsx'], size: 3_420, modified: new Date(2025, 2, 12) },
  { id: 5, path: ['src', 'components', 'Header.tsx'], size: 2_105, modified: new Date(2025, 2, 11) },
  { id: 6, path: ['src', 'components', 'Sidebar.tsx'], size: 2_980, modified: new Date(2025, 2, 9) },
  { id: 7, path: ['src', 'components', 'icons', 'Logo.svg'], size: 1_530, modified: new Date(2024, 11, 18) },
  { id: 8, path: ['public', 'favicon.ico'], size: 15_086, modified: new Date(2024, 10, 2) },
  { id: 9, path: ['public', 'robots.txt'], size: 67, modified: new Date(2024, 10, 2) },
];

const columns: GridColDef<FileRow>[] = [
  { field: 'size', headerName: 'Size', type: 'number', width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `${(value / 1024).toFixed(1)} KB`) },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 140 },
];

const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) => row.path;

// Open the folders that lead to src/components when the grid first builds the tree.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingKey === 'src' || node.groupingKey === 'components';

function FileNameCell(params: GridRenderCellParams<FileRow>) {
  const apiRef = useGridApiContext();
  const { rowNode } = params;
  const name = String(params.value ?? '');

  if (rowNode.type !== 'group') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', pl: rowNode.depth * 2 + 4.5 }}>
        <InsertDriveFileOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
        {name}
      </Box>
    );
  }

  const expanded = Boolean(rowNode.childrenExpanded);
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation(); // Keep the click from also selecting the row.
    apiRef.current.setRowChildrenExpansion(params.id, !expanded);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', pl: rowNode.depth * 2 }}>
      <IconButton size="small" tabIndex={-1} onClick={toggle} aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}>
        {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      {expanded ? <FolderOpenIcon fontSize="small" color="primary" /> : <FolderIcon fontSize="small" color="primary" />}
      <strong>{name}</strong>
    </Box>
  );
}

const groupingColDef: DataGridProProps<FileRow>['groupingColDef'] = {
  headerName: 'Name',
  width: 300,
  renderCell: (params) => <FileNameCell {...params} />,
};

export default function FileExplorerTree() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        groupingColDef={groupingColDef}
        density="compact"
      />
    </div>
  );
}
