import * as React from 'react';
import { DataGridPro, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import Typography from '@mui/material/Typography';

type Session = { id: number; day: number; room: string; start: string; talk: string };

const rows: Session[] = [
  { id: 1, day: 2, room: 'Hall A', start: '10:30', talk: 'Type-safe forms without the boilerplate' },
  { id: 2, day: 1, room: 'Hall B', start: '14:00', talk: 'Profiling React in production' },
  { id: 3, day: 1, room: 'Hall A', start: '09:00', talk: 'Opening keynote' },
  { id: 4, day: 2, room: 'Hall B', start: '09:00', talk: 'Design tokens at scale' },
  { id: 5, day: 1, room: 'Hall A', start: '11:15', talk: 'Accessible data tables' },
  { id: 6, day: 2, room: 'Hall A', start: '09:00', talk: 'Streaming server rendering' },
  { id: 7, day: 1, room: 'Hall B', start: '09:45', talk: 'Testing with real browsers' },
  { id: 8, day: 2, room: 'Hall B', start: '15:30', talk: 'Closing panel' },
];

const columns: GridColDef<Session>[] = [
  { field: 'day', headerName: 'Day', type: 'number', width: 80 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'start', headerName: 'Start', width: 90 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 220 },
];

export default function ConferenceScheduleMultiSort() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <div>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Sorted by: {sortModel.length ? sortModel.map((item) => `${item.field} (${item.sort})`).join(', then ') : 'nothing yet'}
      </Typography>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPro
          label="Conference schedule"
          rows={rows}
          columns={columns}
          // Each header click adds its column to the sort; no Shift or Ctrl needed.
          multipleColumnsSortingMode="always"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </div>
    </div>
  );
}
