import * as React from 'react';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

type Room = { id: number; room: string; type: string; floor: number; rate: number; rating: number };

const rows: Room[] = [
  { id: 1, room: '204', type: 'Double', floor: 2, rate: 139, rating: 4.4 },
  { id: 2, room: '512', type: 'Suite', floor: 5, rate: 310, rating: 4.9 },
  { id: 3, room: '108', type: 'Single', floor: 1, rate: 89, rating: 4.1 },
  { id: 4, room: '317', type: 'Twin', floor: 3, rate: 128, rating: 4.6 },
  { id: 5, room: '421', type: 'Double', floor: 4, rate: 149, rating: 4.7 },
  { id: 6, room: '115', type: 'Twin', floor: 1, rate: 115, rating: 3.9 },
];

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'type', headerName: 'Type', flex: 1, minWidth: 110 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90 },
  { field: 'rate', headerName: 'Rate ($/night)', type: 'number', width: 130 },
  { field: 'rating', headerName: 'Guest rating', type: 'number', width: 120 },
];

export default function HotelRoomsSortApi() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState('');

  // apiRef.current is only used in event handlers, once the grid has mounted.
  const readOrder = () => {
    const sorted = apiRef.current?.getSortedRows() ?? [];
    setOrder(sorted.map((row) => row.room).join(' → '));
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('rate', 'asc')}>
          Cheapest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('floor')}>
          Floor: next step
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setSortModel([{ field: 'rating', sort: 'desc' }])}>
          Best rated
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setSortModel([])}>
          Clear sort
        </Button>
        <Button size="small" variant="contained" onClick={readOrder}>
          Read room order
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: 24, mb: 1 }}>
        {order && `Rooms in grid order: ${order}`}
      </Typography>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid label="Hotel rooms" apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
    </Box>
  );
}
