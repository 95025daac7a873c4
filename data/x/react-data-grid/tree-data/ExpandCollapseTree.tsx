import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import {
  DataGridPro,
  gridRowTreeSelector,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

type BudgetLine = { id: number; path: string[]; budget: number; owner: string };

const rows: BudgetLine[] = [
  { id: 1, path: ['Marketing'], budget: 180_000, owner: 'Hana' },
  { id: 2, path: ['Marketing', 'Events'], budget: 70_000, owner: 'Hana' },
  { id: 3, path: ['Marketing', 'Events', 'Trade fair booth'], budget: 45_000, owner: 'Victor' },
  { id: 4, path: ['Marketing', 'Events', 'Customer meetup'], budget: 25_000, owner: 'Victor' },
  { id: 5, path: ['Marketing', 'Online ads'], budget: 110_000, owner: 'Lucía' },
  { id: 6, path: ['Operations'], budget: 240_000, owner: 'Emeka' },
  { id: 7, path: ['Operations', 'Office rent'], budget: 190_000, owner: 'Emeka' },
  { id: 8, path: ['Operations', 'IT equipment'], budget: 50_000, owner: 'Sofia' },
  { id: 9, path: ['Operations', 'IT equipment', 'Laptops'], budget: 38_000, owner: 'Sofia' },
  { id: 10, path: ['Operations', 'IT equipment', 'Monitors'], budget: 12_000, owner: 'Sofia' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<BudgetLine>[] = [
  { field: 'budget', headerName: 'Budget', type: 'number', width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)) },
  { field: 'owner', headerName: 'Owner', width: 120 },
];

const getTreeDataPath: DataGridProProps<BudgetLine>['getTreeDataPath'] = (row) => row.path;

export default function ExpandCollapseTree() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded: boolean) => {
    if (!apiRef.current) {
      return;
    }
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      // The root of the tree is a group too (depth -1): skip it.
      if (node.type === 'group' && node.depth >= 0) {
        apiRef.current?.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" startIcon={<UnfoldMoreIcon />} onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" startIcon={<UnfoldLessIcon />} onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Cost centre', width: 260 }}
        />
      </Box>
    </Box>
  );
}
