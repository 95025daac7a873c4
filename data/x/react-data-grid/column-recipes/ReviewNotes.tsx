import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Note = { id: number; reviewer: string; file: string; comment: string };

const rows: Note[] = [
  { id: 1, reviewer: 'Priya', file: 'checkout/Summary.tsx', comment: 'Nice cleanup. The total is recomputed on every render; wrap it in useMemo or move it into the selector.' },
  { id: 2, reviewer: 'Tom', file: 'api/orders.ts', comment: 'LGTM.' },
  { id: 3, reviewer: 'Aiyana', file: 'checkout/Address.tsx', comment: 'The postcode field needs an autocomplete attribute ("postal-code") so browsers can fill it in, and the error message should be linked with aria-describedby. Happy to pair on it.' },
];

const columns: GridColDef<Note>[] = [
  { field: 'reviewer', headerName: 'Reviewer', width: 110 },
  { field: 'file', headerName: 'File', width: 190 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 260, cellClassName: 'wrap-cell' },
];

export default function ReviewNotes() {
  return (
    <Box sx={{ height: 340, width: '100%', '& .wrap-cell': { whiteSpace: 'normal', lineHeight: 1.5, py: 1 } }}>
      <DataGrid rows={rows} columns={columns} hideFooter getRowHeight={() => 'auto'} />
    </Box>
  );
}
