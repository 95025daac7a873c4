import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Episode = { id: number; title: string; series: string | null; minutes: number };

const rows: Episode[] = [
  { id: 1, title: 'How bridges carry weight', series: 'Built to Last', minutes: 38 },
  { id: 2, title: 'The story of concrete', series: 'Built to Last', minutes: 41 },
  { id: 3, title: 'Interview: a lighthouse keeper', series: null, minutes: 55 },
  { id: 4, title: 'Why bread rises', series: 'Kitchen Science', minutes: 29 },
  { id: 5, title: 'Salt, sugar and time', series: 'Kitchen Science', minutes: 33 },
  { id: 6, title: 'Listener questions, spring', series: null, minutes: 47 },
  { id: 7, title: 'Tunnels under rivers', series: 'Built to Last', minutes: 36 },
];

const columns: GridColDef<Episode>[] = [
  { field: 'title', headerName: 'Episode', width: 260 },
  { field: 'series', headerName: 'Series', width: 150 },
  { field: 'minutes', headerName: 'Length (min)', type: 'number', width: 120 },
];

export default function EpisodesBySeries() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      {/* Episodes without a series have no key: they stay ungrouped, before the groups. */}
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['series'] } }}
        aria-label="Podcast episodes grouped by series"
      />
    </div>
  );
}
