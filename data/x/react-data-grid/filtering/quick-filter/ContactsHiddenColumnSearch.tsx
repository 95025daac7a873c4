import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Contact = { id: number; name: string; company: string; city: string; notes: string };

const rows: Contact[] = [
  { id: 1, name: 'Hana Kobayashi', company: 'Tidewell Ltd', city: 'Osaka', notes: 'Met at the Lisbon trade fair' },
  { id: 2, name: 'Rafael Duarte', company: 'Lisbon Tiles', city: 'Lisbon', notes: 'Prefers calls after 3 pm' },
  { id: 3, name: 'Greta Sundqvist', company: 'Nordkap AB', city: 'Malmö', notes: 'Wants a Lisbon showroom visit' },
  { id: 4, name: 'Owen Price', company: 'Price & Sons', city: 'Cardiff', notes: 'Invoices by post only' },
  { id: 5, name: 'Leila Haddad', company: 'Cedar Foods', city: 'Beirut', notes: 'Referred by Rafael' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'company', headerName: 'Company', width: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 200 },
];

export default function ContactsHiddenColumnSearch() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['lisbon'],
    quickFilterExcludeHiddenColumns: true,
  });

  const excludeHidden = filterModel.quickFilterExcludeHiddenColumns ?? true;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={excludeHidden}
            onChange={(event) =>
              setFilterModel((model) => ({ ...model, quickFilterExcludeHiddenColumns: event.target.checked }))
            }
          />
        }
        label="Skip hidden columns when searching"
      />
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          label="Contacts"
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          // The notes column starts hidden; bring it back from the "Columns" panel.
          initialState={{ columns: { columnVisibilityModel: { notes: false } } }}
        />
      </div>
    </Stack>
  );
}
