import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Contact = { id: number; name: string; company: string; email: string; phone: string };

const rows: Contact[] = [
  { id: 1, name: 'Ines Carvalho', company: 'Atlântico Seguros', email: 'ines.carvalho@atlantico.example', phone: '+351 21 555 0142' },
  { id: 2, name: 'Tobias Schmid', company: 'Bergwerk GmbH', email: 't.schmid@bergwerk.example', phone: '+49 89 555 0199' },
  { id: 3, name: 'Hana Kobayashi', company: 'Kobayashi Design', email: 'hana@kobayashi.example', phone: '+81 3 5550 0123' },
  { id: 4, name: 'Luca Moretti', company: 'Moretti & Figli Import Export S.r.l.', email: 'luca@moretti.example', phone: '+39 02 5550 0177' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'company', headerName: 'Company', maxWidth: 260 },
  { field: 'email', headerName: 'Email' },
  { field: 'phone', headerName: 'Phone' },
];

export default function AutosizeOnMount() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
      />
    </div>
  );
}
