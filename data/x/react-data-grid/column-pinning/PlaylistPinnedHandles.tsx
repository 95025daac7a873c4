import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GRID_REORDER_COL_DEF,
  type GridColDef,
} from '@mui/x-data-grid-pro';

type Track = { id: number; title: string; artist: string; album: string; genre: string; bpm: number; length: string; label: string };

const rows: Track[] = [
  { id: 1, title: 'Morning Tide', artist: 'Lumen Hall', album: 'Coastlines', genre: 'Ambient', bpm: 72, length: '4:31', label: 'Driftwood' },
  { id: 2, title: 'Paper Kites', artist: 'The Otters', album: 'Loose Threads', genre: 'Indie pop', bpm: 118, length: '3:12', label: 'Field Day' },
  { id: 3, title: 'Iron & Rust', artist: 'Mara Quill', album: 'Foundry', genre: 'Folk', bpm: 96, length: '3:58', label: 'Hearth' },
  { id: 4, title: 'Night Bus', artist: 'Subway Saints', album: 'Last Stop', genre: 'Electronic', bpm: 124, length: '5:06', label: 'Neon Oak' },
  { id: 5, title: 'Glasshouse', artist: 'Lumen Hall', album: 'Coastlines', genre: 'Ambient', bpm: 80, length: '6:20', label: 'Driftwood' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', width: 150 },
  { field: 'artist', headerName: 'Artist', width: 140 },
  { field: 'album', headerName: 'Album', width: 140 },
  { field: 'genre', headerName: 'Genre', width: 120 },
  { field: 'bpm', headerName: 'BPM', type: 'number', width: 80 },
  { field: 'length', headerName: 'Length', width: 90 },
  { field: 'label', headerName: 'Label', width: 130 },
];

export default function PlaylistPinnedHandles() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPro
        label="Playlist"
        rows={rows}
        columns={columns}
        hideFooter
        checkboxSelection
        rowReordering
        initialState={{
          pinnedColumns: {
            // The drag handle and the checkboxes stay at the left edge, the title right after them.
            left: [GRID_REORDER_COL_DEF.field, GRID_CHECKBOX_SELECTION_COL_DEF.field, 'title'],
          },
        }}
      />
    </div>
  );
}
