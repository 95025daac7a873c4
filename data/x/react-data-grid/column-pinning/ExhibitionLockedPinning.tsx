import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

type Artwork = { id: number; title: string; artist: string; year: number; medium: string; room: string; insuredValue: number; lender: string };

const rows: Artwork[] = [
  { id: 1, title: 'Harbour at Dusk', artist: 'Ines Valadier', year: 1911, medium: 'Oil on canvas', room: 'Gallery 2', insuredValue: 420000, lender: 'Private collection' },
  { id: 2, title: 'Study of Hands', artist: 'Tomasz Ryba', year: 1934, medium: 'Charcoal', room: 'Gallery 1', insuredValue: 65000, lender: 'City Museum' },
  { id: 3, title: 'Salt Flats III', artist: 'Ayo Bankole', year: 1978, medium: 'Acrylic', room: 'Gallery 3', insuredValue: 180000, lender: 'Bankole Estate' },
  { id: 4, title: 'Untitled (Blue)', artist: 'Mira Holst', year: 1962, medium: 'Gouache', room: 'Gallery 2', insuredValue: 95000, lender: 'Holst Foundation' },
];

const columns: GridColDef<Artwork>[] = [
  { field: 'title', headerName: 'Title', width: 170 },
  { field: 'artist', headerName: 'Artist', width: 150 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'medium', headerName: 'Medium', width: 150 },
  { field: 'room', headerName: 'Room', width: 110 },
  { field: 'insuredValue', headerName: 'Insured value (€)', type: 'number', width: 170 },
  { field: 'lender', headerName: 'Lender', width: 180 },
];

export default function ExhibitionLockedPinning() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPinnedColumns({ left: ['title'] })}>
          Title only
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPinnedColumns({ left: ['title', 'artist'], right: ['insuredValue'] })}
        >
          Curator layout
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          label="Exhibition loans"
          rows={rows}
          columns={columns}
          hideFooter
          // No pinning items in the column menus; the layout comes only from the buttons above.
          disableColumnPinning
          initialState={{ pinnedColumns: { left: ['title'] } }}
        />
      </div>
    </Stack>
  );
}
