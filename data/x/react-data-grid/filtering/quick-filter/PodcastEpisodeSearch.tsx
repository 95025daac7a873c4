import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Episode = { id: number; show: string; title: string; guest: string; minutes: number; published: string };

const rows: Episode[] = [
  { id: 1, show: 'Soil & Seed', title: 'Why compost smells', guest: 'Priya Raman', minutes: 42, published: '2025-01-08' },
  { id: 2, show: 'Soil & Seed', title: 'No-dig beds, one year on', guest: 'Callum Reid', minutes: 37, published: '2025-01-22' },
  { id: 3, show: 'Night Shift', title: 'Nurses on sleep', guest: 'Amara Eze', minutes: 55, published: '2025-02-03' },
  { id: 4, show: 'Night Shift', title: 'Bakers before dawn', guest: 'Luc Moreau', minutes: 48, published: '2025-02-17' },
  { id: 5, show: 'Small Engines', title: 'Fixing a lawn mower', guest: 'Callum Reid', minutes: 31, published: '2025-03-01' },
  { id: 6, show: 'Small Engines', title: 'Two-stroke myths', guest: 'Jo Whitfield', minutes: 42, published: '2025-03-15' },
];

const columns: GridColDef<Episode>[] = [
  { field: 'show', headerName: 'Show', width: 130 },
  { field: 'title', headerName: 'Episode', flex: 1, minWidth: 180 },
  { field: 'guest', headerName: 'Guest', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
  { field: 'published', headerName: 'Published', width: 110 },
];

export default function PodcastEpisodeSearch() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Podcast episodes"
        rows={rows}
        columns={columns}
        // The default toolbar ends with the quick filter.
        showToolbar
        slotProps={{ toolbar: { quickFilterProps: { debounceMs: 300 } } }}
      />
    </div>
  );
}
