import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Concert = { id: number; artist: string; date: Date; venue: string; code: string; held: boolean };

const initialConcerts: Concert[] = [
  { id: 1, artist: 'The Paper Lanterns', date: new Date(2025, 4, 9), venue: 'Roundhouse', code: 'RH-0509', held: false },
  { id: 2, artist: 'Ada Lusk Quartet', date: new Date(2025, 4, 14), venue: 'Jazz Café', code: 'JC-0514', held: true },
  { id: 3, artist: 'Marrow & Pine', date: new Date(2025, 4, 22), venue: 'Brixton Academy', code: 'BA-0522', held: false },
  { id: 4, artist: 'Salt Flats', date: new Date(2025, 5, 1), venue: 'Union Chapel', code: 'UC-0601', held: false },
];

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

// A component, not a plain function, so that it may call hooks.
// Its state is only feedback: losing it when the row scrolls out of view does no harm.
function CopyCodeButton({ code, tabIndex }: { code: string; tabIndex: 0 | -1 }) {
  const [copied, setCopied] = React.useState(false);

  React.useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard?.writeText(code).catch(() => {});
    setCopied(true);
  };

  return (
    <Button size="small" tabIndex={tabIndex} onClick={copy} aria-label={`Copy presale code ${code}`}>
      {copied ? 'Copied' : code}
    </Button>
  );
}

export default function ConcertTickets() {
  const [concerts, setConcerts] = React.useState(initialConcerts);

  const columns = React.useMemo<GridColDef<Concert>[]>(
    () => [
      { field: 'artist', headerName: 'Artist', flex: 1, minWidth: 150 },
      {
        field: 'date',
        headerName: 'Date',
        type: 'date',
        width: 150,
        // Text for export and the quick filter; renderCell only changes the display.
        valueFormatter: (value: Date) => dateFormat.format(value),
        renderCell: (params: GridRenderCellParams<Concert, Date>) =>
          params.value && (
            <span>
              <strong>{dayFormat.format(params.value)}</strong> {dateFormat.format(params.value)}
            </span>
          ),
      },
      { field: 'venue', headerName: 'Venue', width: 140 },
      {
        field: 'code',
        headerName: 'Presale code',
        width: 130,
        display: 'flex',
        renderCell: (params) => <CopyCodeButton code={params.row.code} tabIndex={params.tabIndex} />,
      },
      {
        field: 'held',
        headerName: 'Tickets',
        width: 110,
        display: 'flex',
        sortable: false,
        // The "held" state lives in the rows, so it survives scrolling and re-renders.
        renderCell: (params) => (
          <Button
            size="small"
            variant={params.row.held ? 'contained' : 'outlined'}
            tabIndex={params.tabIndex}
            onClick={() =>
              setConcerts((prev) =>
                prev.map((row) => (row.id === params.id ? { ...row, held: !row.held } : row)),
              )
            }
          >
            {params.row.held ? 'Held' : 'Hold'}
          </Button>
        ),
      },
    ],
    [],
  );

  const heldArtists = concerts.filter((row) => row.held).map((row) => row.artist);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid label="Concerts" rows={concerts} columns={columns} hideFooter />
      </div>
      <Typography variant="body2">
        Tickets held for: {heldArtists.length > 0 ? heldArtists.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
