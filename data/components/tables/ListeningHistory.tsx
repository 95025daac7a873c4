import * as React from 'react';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

type Play = { id: number; track: string; artist: string; minutes: number; seconds: number };

const tracks = ['Blue Hour', 'Harbour Lights', 'Static Bloom', 'Low Sun', 'Driftwood', 'Neon Rain', 'Field Notes'];
const artists = ['Juno Park', 'The Meridians', 'Ola Brandt', 'Velvet Arcade', 'Sami Idris'];

// 2,000 rows computed from their index: the same on the server and in the browser
const plays: Play[] = Array.from({ length: 2000 }, (_, i) => ({
  id: i + 1,
  track: tracks[(i * 3) % tracks.length],
  artist: artists[(i * 7) % artists.length],
  minutes: 2 + ((i * 5) % 4),
  seconds: (i * 17) % 60,
}));

// Material UI parts for each element TableVirtuoso renders; defined once, outside the component
const components: TableComponents<Play> = {
  // The scroller is focusable (tabIndex 0): label it, and give back the focus ring Virtuoso turns off
  Scroller: ({ style, ...props }) => (
    <TableContainer {...props} style={{ ...style, outline: undefined }} role="region" aria-label="Listening history, 2,000 plays" />
  ),
  Table: (props) => (
    <Table {...props} size="small" aria-label="Listening history" sx={{ borderCollapse: 'separate', tableLayout: 'fixed' }} />
  ),
  TableHead: (props) => <TableHead {...props} />,
  TableRow: ({ item: _item, ...props }) => <TableRow {...props} hover />,
  TableBody: (props) => <TableBody {...props} />,
};

function header() {
  return (
    <TableRow sx={{ bgcolor: 'background.paper' }}>
      <TableCell sx={{ width: 80 }}>#</TableCell>
      <TableCell>Track</TableCell>
      <TableCell>Artist</TableCell>
      <TableCell align="right" sx={{ width: 90 }}>Length</TableCell>
    </TableRow>
  );
}

function row(index: number, play: Play) {
  return (
    <React.Fragment>
      <TableCell sx={{ color: 'text.secondary' }}>{play.id}</TableCell>
      <TableCell component="th" scope="row">{play.track}</TableCell>
      <TableCell>{play.artist}</TableCell>
      <TableCell align="right">
        {play.minutes}:{String(play.seconds).padStart(2, '0')}
      </TableCell>
    </React.Fragment>
  );
}

export default function ListeningHistory() {
  return (
    <Paper variant="outlined" sx={{ height: 360, width: '100%', overflow: 'hidden' }}>
      <TableVirtuoso
        data={plays}
        components={components}
        fixedHeaderContent={header}
        itemContent={row}
        computeItemKey={(index, play) => play.id}
        style={{ height: '100%' }}
      />
    </Paper>
  );
}
