import * as React from 'react';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Feature {
  id: string;
  title: string;
  votes: number;
  team: string;
}

const initialBacklog: Feature[] = [
  { id: 'F-12', title: 'Bulk export to CSV', votes: 148, team: 'Data' },
  { id: 'F-31', title: 'Single sign-on with Okta', votes: 121, team: 'Platform' },
  { id: 'F-07', title: 'Dark mode for reports', votes: 96, team: 'Design' },
  { id: 'F-44', title: 'Recurring invoices', votes: 88, team: 'Billing' },
  { id: 'F-19', title: 'Mobile push notifications', votes: 61, team: 'Mobile' },
  { id: 'F-26', title: 'Audit log retention settings', votes: 40, team: 'Platform' },
];

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export default function PriorityQueue() {
  const [backlog, setBacklog] = React.useState<Feature[]>(initialBacklog);

  const moveBy = React.useCallback((id: GridRowId, offset: -1 | 1) => {
    setBacklog((prev) => {
      const from = prev.findIndex((item) => item.id === id);
      const to = from + offset;
      return to < 0 || to >= prev.length ? prev : move(prev, from, to);
    });
  }, []);

  const columns = React.useMemo<GridColDef<Feature>[]>(
    () => [
      {
        field: 'rank',
        headerName: 'Rank',
        width: 70,
        valueGetter: (value, row) => backlog.indexOf(row) + 1,
      },
      { field: 'title', headerName: 'Feature', flex: 1, minWidth: 200 },
      { field: 'team', headerName: 'Team', width: 100 },
      { field: 'votes', headerName: 'Votes', type: 'number', width: 80 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Move',
        width: 100,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="up"
            icon={<ArrowUpwardIcon />}
            label={`Move "${row.title}" up`}
            disabled={backlog[0].id === id}
            onClick={() => moveBy(id, -1)}
          />,
          <GridActionsCellItem
            key="down"
            icon={<ArrowDownwardIcon />}
            label={`Move "${row.title}" down`}
            disabled={backlog[backlog.length - 1].id === id}
            onClick={() => moveBy(id, 1)}
          />,
        ],
      },
    ],
    [backlog, moveBy],
  );

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={backlog} columns={columns} disableColumnSorting hideFooter />
    </div>
  );
}
