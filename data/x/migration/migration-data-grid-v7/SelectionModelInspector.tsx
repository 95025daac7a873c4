import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 'INV-1041', customer: 'Northwind Traders', amount: 1280, status: 'Paid' },
  { id: 'INV-1042', customer: 'Blue Harbor Cafe', amount: 342.5, status: 'Open' },
  { id: 'INV-1043', customer: 'Atlas Logistics', amount: 5120, status: 'Overdue' },
  { id: 'INV-1044', customer: 'Greenleaf Studio', amount: 760, status: 'Open' },
  { id: 'INV-1045', customer: 'Summit Outdoor', amount: 2045.9, status: 'Paid' },
  { id: 'INV-1046', customer: 'Pixel Foundry', amount: 915, status: 'Overdue' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount (USD)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// In v8 the model can mean "only these ids" or "every row except these ids".
function selectedIds(model: GridRowSelectionModel, allRows: Invoice[]): GridRowId[] {
  if (model.type === 'include') {
    return Array.from(model.ids);
  }
  return allRows.map((row) => row.id).filter((id) => !model.ids.has(id));
}

export default function SelectionModelInspector() {
  const [model, setModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set<GridRowId>(['INV-1042']),
  });
  const resolved = selectedIds(model, rows);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
          hideFooter
        />
      </div>
      <Box
        sx={{
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
        }}
      >
        <div>type: {model.type}</div>
        <div>ids: [{Array.from(model.ids).join(', ')}]</div>
        <div>
          rows actually selected ({resolved.length}): {resolved.join(', ') || 'none'}
        </div>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setModel({
              type: 'exclude',
              ids: new Set(rows.filter((r) => r.status === 'Paid').map((r) => r.id)),
            })
          }
        >
          Select all but paid
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setModel({ type: 'include', ids: new Set() })}
        >
          Clear selection
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Tick the header checkbox: the model becomes an empty exclude list, not a list of every id.
      </Typography>
    </Stack>
  );
}
