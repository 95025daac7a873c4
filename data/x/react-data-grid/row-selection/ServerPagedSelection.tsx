import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  country: string;
  plan: string;
}

const firstNames = ['Amira', 'Jonas', 'Lucía', 'Kenji', 'Olivia', 'Tomás', 'Priya', 'Marco', 'Hana', 'Sven'];
const lastNames = ['Haddad', 'Berg', 'Ortega', 'Watanabe', 'Park', 'Silva', 'Nair', 'Rossi', 'Kim'];
const countries = ['France', 'Norway', 'Spain', 'Japan', 'Canada', 'Portugal', 'India'];
const plans = ['Free', 'Team', 'Business'];

// The "server": 42 customers built from fixed lists, so every render is the same.
const allCustomers: Customer[] = Array.from({ length: 42 }, (_, i) => ({
  id: 1001 + i,
  name: `${firstNames[i % firstNames.length]} ${lastNames[(i * 7) % lastNames.length]}`,
  country: countries[(i * 3) % countries.length],
  plan: plans[(i * 5) % plans.length],
}));

function fetchPage({ page, pageSize }: GridPaginationModel): Promise<Customer[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(allCustomers.slice(page * pageSize, (page + 1) * pageSize)), 400);
  });
}

const columns: GridColDef<Customer>[] = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'plan', headerName: 'Plan', width: 110 },
];

export default function ServerPagedSelection() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((pageRows) => {
      if (active) {
        setRows(pageRows);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          rowCount={allCustomers.length}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </div>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {selection.type === 'include'
          ? `Selected ids across pages: ${[...selection.ids].join(', ') || 'none'}`
          : `All customers selected, except: ${[...selection.ids].join(', ') || 'none'}`}
      </Typography>
    </div>
  );
}
