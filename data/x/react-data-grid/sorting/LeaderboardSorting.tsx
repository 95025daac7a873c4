import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Player = { id: number; player: string; country: string; wins: number; rating: number; joined: Date };

const rows: Player[] = [
  { id: 1, player: 'nightowl', country: 'Norway', wins: 212, rating: 2291, joined: new Date(2021, 4, 2) },
  { id: 2, player: 'quietstorm', country: 'Brazil', wins: 187, rating: 2304, joined: new Date(2020, 10, 19) },
  { id: 3, player: 'pawnstar', country: 'India', wins: 251, rating: 2250, joined: new Date(2019, 6, 7) },
  { id: 4, player: 'zugzwang', country: 'Poland', wins: 143, rating: 2187, joined: new Date(2022, 1, 14) },
  { id: 5, player: 'fianchetto', country: 'Spain', wins: 198, rating: 2304, joined: new Date(2018, 8, 30) },
  { id: 6, player: 'endgamer', country: 'Japan', wins: 176, rating: 2215, joined: new Date(2023, 0, 9) },
];

const columns: GridColDef<Player>[] = [
  // Text and dates keep the grid's default cycle: ascending, descending, unsorted.
  { field: 'player', headerName: 'Player', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  // Numbers: start with the highest, and never return to "unsorted".
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100, sortingOrder: ['desc', 'asc'] },
  { field: 'wins', headerName: 'Wins', type: 'number', width: 90, sortingOrder: ['desc', 'asc'] },
  { field: 'joined', headerName: 'Joined', type: 'date', width: 120 },
];

export default function LeaderboardSorting() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Leaderboard"
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
