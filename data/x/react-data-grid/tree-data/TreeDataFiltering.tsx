import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

type WorkItem = { id: string; path: string[]; owner: string; status: string; due: Date };

const rows: WorkItem[] = [
  { id: 'p1', path: ['Website relaunch'], owner: 'Ines', status: 'On track', due: new Date(2025, 5, 30) },
  { id: 'p1-m1', path: ['Website relaunch', 'Design'], owner: 'Ines', status: 'Done', due: new Date(2025, 2, 28) },
  { id: 'p1-t1', path: ['Website relaunch', 'Design', 'Wireframes'], owner: 'Kofi', status: 'Done', due: new Date(2025, 2, 7) },
  { id: 'p1-t2', path: ['Website relaunch', 'Design', 'Visual design'], owner: 'Mei', status: 'Done', due: new Date(2025, 2, 21) },
  { id: 'p1-m2', path: ['Website relaunch', 'Build'], owner: 'Ravi', status: 'On track', due: new Date(2025, 4, 30) },
  { id: 'p1-t3', path: ['Website relaunch', 'Build', 'CMS migration'], owner: 'Ravi', status: 'Blocked', due: new Date(2025, 3, 18) },
  { id: 'p1-t4', path: ['Website relaunch', 'Build', 'Checkout flow'], owner: 'Tess', status: 'In progress', due: new Date(2025, 4, 9) },
  { id: 'p2', path: ['Mobile app 2.0'], owner: 'Olga', status: 'Blocked', due: new Date(2025, 8, 15) },
  { id: 'p2-t1', path: ['Mobile app 2.0', 'Offline mode'], owner: 'Kofi', status: 'In progress', due: new Date(2025, 6, 1) },
  { id: 'p2-t2', path: ['Mobile app 2.0', 'Push notifications'], owner: 'Mei', status: 'Not started', due: new Date(2025, 7, 12) },
  { id: 'p3', path: ['Data warehouse'], owner: 'Ravi', status: 'On track', due: new Date(2025, 10, 1) },
  { id: 'p3-t1', path: ['Data warehouse', 'Nightly import'], owner: 'Tess', status: 'Blocked', due: new Date(2025, 5, 2) },
];

const columns: GridColDef<WorkItem>[] = [
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', width: 140,
    valueOptions: ['Not started', 'In progress', 'Blocked', 'On track', 'Done'] },
  { field: 'due', headerName: 'Due', type: 'date', width: 130 },
];

const getTreeDataPath: DataGridProProps<WorkItem>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataFiltering() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="Filter top-level rows only (disableChildrenFiltering)"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Project / task', width: 260 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          showToolbar
          initialState={{
            filter: { filterModel: { items: [{ field: 'status', operator: 'is', value: 'Blocked' }] } },
          }}
        />
      </Box>
    </Box>
  );
}
