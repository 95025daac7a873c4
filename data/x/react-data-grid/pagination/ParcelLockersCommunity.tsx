import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Locker = { id: number; station: string; size: 'S' | 'M' | 'L'; occupied: boolean };

const stations = ['Central Station', 'Harbour Mall', 'Old Town', 'University', 'Airport P3'];
const sizes: Locker['size'][] = ['S', 'M', 'L'];

// 130 lockers, built the same way on every render: more than one default page of 100.
const rows: Locker[] = Array.from({ length: 130 }, (_, index) => ({
  id: 1001 + index,
  station: stations[index % stations.length],
  size: sizes[(index * 7) % sizes.length],
  occupied: (index * 11) % 3 !== 0,
}));

const columns: GridColDef<Locker>[] = [
  { field: 'id', headerName: 'Locker', width: 100 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'size', headerName: 'Size', width: 80 },
  { field: 'occupied', headerName: 'Occupied', type: 'boolean', width: 110 },
];

// No pagination props at all: the community grid paginates by 100 rows.
export default function ParcelLockersCommunity() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid label="Parcel lockers" rows={rows} columns={columns} density="compact" />
    </div>
  );
}
