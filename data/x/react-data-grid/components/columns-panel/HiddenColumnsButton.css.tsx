import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Osei', role: 'Engineer', email: 'amara@example.com', phone: '555-0142', office: 'Accra' },
  { id: 2, name: 'Björn Lind', role: 'Designer', email: 'bjorn@example.com', phone: '555-0178', office: 'Malmö' },
  { id: 3, name: 'Chloé Martin', role: 'Manager', email: 'chloe@example.com', phone: '555-0119', office: 'Lyon' },
  { id: 4, name: 'Diego Alvarez', role: 'Engineer', email: 'diego@example.com', phone: '555-0165', office: 'Quito' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'email', headerName: 'Email', width: 170 },
  { field: 'phone', headerName: 'Phone', width: 110 },
  { field: 'office', headerName: 'Office', width: 100 },
];

const css = `
.staff-toolbar { padding: 0 8px; }
.staff-button {
  padding: 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  color: #1d4ed8;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.staff-button:hover { background: #eff6ff; }
.staff-button.is-open { color: #fff; background: #1d4ed8; }
`;

function StaffToolbar() {
  // Count the columns the user has hidden, to show it on the button.
  const apiRef = useGridApiContext();
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibility).filter((visible) => !visible).length;
  return (
    <Toolbar className="staff-toolbar">
      <ColumnsPanelTrigger
        render={(props, state) => (
          <button {...props} type="button" className={state.open ? 'staff-button is-open' : 'staff-button'}>
            {hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}
          </button>
        )}
      />
    </Toolbar>
  );
}

export default function HiddenColumnsButton() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <style href="hidden-columns-button" precedence="default">
        {css}
      </style>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: StaffToolbar }}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { email: false, phone: false } } }}
      />
    </div>
  );
}
