import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridRowGroupingModel,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';

type Ticket = { id: number; ref: string; status: string; assignee: string; subject: string };

const statuses = ['Open', 'Waiting', 'Solved'];
const assignees = ['Farah', 'Gustavo', 'Hyun', 'Ivana'];
const subjects = ['Login loop on mobile', 'Wrong VAT on invoice', 'CSV export empty', 'Cannot add a seat', 'Slow dashboard'];
const tickets: Ticket[] = Array.from({ length: 90 }, (_, index) => ({
  id: 7001 + index,
  ref: `T-${7001 + index}`,
  status: statuses[(index * 5) % 3],
  assignee: assignees[(index * 7) % 4],
  subject: subjects[index % subjects.length],
}));

function answer({ groupKeys = [], groupFields = [] }: GridGetRowsParams) {
  const inGroup = tickets.filter((ticket) =>
    groupKeys.every((key, depth) => ticket[groupFields[depth] as keyof Ticket] === key),
  );
  if (groupKeys.length === groupFields.length) {
    return inGroup; // the deepest level: the tickets themselves
  }
  const field = groupFields[groupKeys.length] as keyof Ticket;
  const values = [...new Set(inGroup.map((ticket) => String(ticket[field])))].sort();
  return values.map((value) => ({
    id: `${groupKeys.join('/')}/${value}`, // only the fields the group row needs
    groupKey: value,
    childCount: inGroup.filter((ticket) => ticket[field] === value).length,
  }));
}

const columns: GridColDef[] = [
  { field: 'ref', headerName: 'Ticket', width: 90 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
];

export default function TicketGroupingRequests() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['status']);
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const line = `groupFields ${JSON.stringify(params.groupFields)} groupKeys ${JSON.stringify(params.groupKeys)}`;
        setLog((previous) => [line, ...previous].slice(0, 5));
        const rows: GridValidRowModel[] = answer(params);
        await new Promise((resolve) => setTimeout(resolve, 400));
        return params.groupKeys?.length ? { rows } : { rows, rowCount: rows.length };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount ?? 0,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={model.join(',')}
        onChange={(_, value: string | null) => value !== null && setModel(value ? value.split(',') : [])}
        aria-label="Group tickets by"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="">No grouping</ToggleButton>
        <ToggleButton value="status">Status</ToggleButton>
        <ToggleButton value="assignee">Assignee</ToggleButton>
        <ToggleButton value="status,assignee">Status, then assignee</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          label="Support tickets"
          columns={columns}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          disableColumnFilter
          disableColumnSorting
          hideFooter
        />
      </Box>
      <Typography component="p" variant="subtitle2" sx={{ mt: 1 }}>
        Last requests
      </Typography>
      <List dense aria-label="Last requests" sx={{ fontFamily: 'monospace', fontSize: 13, height: 130, overflow: 'hidden' }}>
        {log.map((line, index) => (
          <ListItem key={`${index}-${line}`} sx={{ px: 0, py: 0 }}>
            {line}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
