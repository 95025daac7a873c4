import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Album = { id: number; artist: string; title: string; year: number; format: string };

const rows: Album[] = [
  { id: 1, artist: 'Björk', title: 'Homogenic', year: 1997, format: 'Vinyl' },
  { id: 2, artist: 'Sigur Rós', title: 'Ágætis byrjun', year: 1999, format: 'CD' },
  { id: 3, artist: 'Beyoncé', title: 'Lemonade', year: 2016, format: 'Vinyl' },
  { id: 4, artist: 'Mötley Crüe', title: 'Dr. Feelgood', year: 1989, format: 'Cassette' },
  { id: 5, artist: 'Bjorn Again', title: 'Live in Sydney', year: 1993, format: 'CD' },
  { id: 6, artist: 'Céline Dion', title: 'Falling into You', year: 1996, format: 'CD' },
];

const columns: GridColDef<Album>[] = [
  { field: 'artist', headerName: 'Artist', width: 150 },
  { field: 'title', headerName: 'Album', flex: 1, minWidth: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80 },
  { field: 'format', headerName: 'Format', width: 100 },
];

export default function RecordShopAccentSearch() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [], quickFilterValues: ['bjo'] });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="Ignore accents"
      />
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          // Remount when the setting changes, so the current search runs again with it.
          key={ignoreDiacritics ? 'ignore' : 'strict'}
          label="Record shop stock"
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </Stack>
  );
}
