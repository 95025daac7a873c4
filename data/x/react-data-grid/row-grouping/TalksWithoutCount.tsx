import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Talk = { id: number; track: string; title: string; speaker: string; room: string };

const rows: Talk[] = [
  { id: 1, track: 'Accessibility', title: 'Screen readers in practice', speaker: 'Noor Aziz', room: 'Hall A' },
  { id: 2, track: 'Accessibility', title: 'Colour is not enough', speaker: 'Felix Hahn', room: 'Hall A' },
  { id: 3, track: 'Performance', title: 'Profiling a slow table', speaker: 'Ana Duarte', room: 'Room 2' },
  { id: 4, track: 'Performance', title: 'Lazy everything', speaker: 'Joel Park', room: 'Room 2' },
  { id: 5, track: 'Performance', title: 'Bundles on a diet', speaker: 'Rina Sato', room: 'Hall B' },
  { id: 6, track: 'Design systems', title: 'Tokens that scale', speaker: 'Lena Vogt', room: 'Hall B' },
];

const columns: GridColDef<Talk>[] = [
  { field: 'track', headerName: 'Track', width: 140 },
  { field: 'title', headerName: 'Talk', width: 230 },
  { field: 'speaker', headerName: 'Speaker', width: 130 },
  { field: 'room', headerName: 'Room', width: 90 },
];

export default function TalksWithoutCount() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{ hideDescendantCount: true }}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['track'] },
          columns: { columnVisibilityModel: { track: false } },
        }}
        aria-label="Conference talks grouped by track"
      />
    </div>
  );
}
