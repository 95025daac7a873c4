import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type MeterRead = { id: number; meter: string; street: string; reading: number };

const streets = ['Elm Row', 'Quarry Lane', 'Mill Street', 'Ash Grove', 'Canal Walk'];

const rows: MeterRead[] = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  meter: `WM-${7300 + index * 3}`,
  street: `${(index % 40) + 2} ${streets[index % streets.length]}`,
  reading: 1200 + ((index * 271) % 3900),
}));

const columns: GridColDef<MeterRead>[] = [
  { field: 'id', headerName: 'Stop', type: 'number', width: 80 },
  { field: 'meter', headerName: 'Meter', width: 110 },
  { field: 'street', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'reading', headerName: 'Reading (m³)', type: 'number', width: 140 },
];

// The reader already did stops 1–12: open on the third page of six.
export default function MeterReadingsInitialPage() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        label="Meter reading round"
        rows={rows}
        columns={columns}
        density="compact"
        pageSizeOptions={[6, 12]}
        initialState={{ pagination: { paginationModel: { page: 2, pageSize: 6 } } }}
      />
    </div>
  );
}
