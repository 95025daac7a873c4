import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Account = {
  id: number;
  company: string;
  contact: string;
  email: string;
  phone: string;
  country: string;
  plan: string;
  seats: number;
};

const rows: Account[] = [
  { id: 1, company: 'Fernhill Bakery', contact: 'Rosa Lindqvist', email: 'rosa@fernhill.example', phone: '+46 8 555 014 20', country: 'Sweden', plan: 'Starter', seats: 4 },
  { id: 2, company: 'Quarry Labs', contact: 'Kwame Mensah', email: 'kwame@quarrylabs.example', phone: '+233 30 555 0101', country: 'Ghana', plan: 'Business', seats: 38 },
  { id: 3, company: 'Oakline Studio', contact: 'Élodie Roux', email: 'elodie@oakline.example', phone: '+33 1 55 55 01 77', country: 'France', plan: 'Business', seats: 12 },
  { id: 4, company: 'Tidewater Co-op', contact: 'Sam Whitaker', email: 'sam@tidewater.example', phone: '+1 206 555 0133', country: 'United States', plan: 'Enterprise', seats: 140 },
];

const columns: GridColDef<Account>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160, hideable: false },
  { field: 'contact', headerName: 'Contact', width: 150 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

export default function CustomerAccounts() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Customer accounts"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false, phone: false } },
        }}
      />
    </div>
  );
}
