import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Subscriber {
  id: number;
  email: string;
  language: string;
  joined: string;
}

const subscribers: Subscriber[] = [
  { id: 1, email: 'ines.fonseca@example.com', language: 'Portuguese', joined: '2023-02-14' },
  { id: 2, email: 'k.adeyemi@example.com', language: 'English', joined: '2023-05-02' },
  { id: 3, email: 'lea.schmitt@example.com', language: 'German', joined: '2023-09-21' },
  { id: 4, email: 'tuan.nguyen@example.com', language: 'Vietnamese', joined: '2024-01-08' },
  { id: 5, email: 'sofia.greco@example.com', language: 'Italian', joined: '2024-03-30' },
  { id: 6, email: 'jan.dvorak@example.com', language: 'Czech', joined: '2024-07-11' },
  { id: 7, email: 'maya.cohen@example.com', language: 'Hebrew', joined: '2024-11-19' },
];

const columns: GridColDef<Subscriber>[] = [
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 220 },
  { field: 'language', headerName: 'Language', width: 120 },
  { field: 'joined', headerName: 'Joined', width: 120 },
];

export default function NewsletterRecipients() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Newsletter subscribers"
        rows={subscribers}
        columns={columns}
        checkboxSelection
        hideFooterPagination
      />
    </div>
  );
}
