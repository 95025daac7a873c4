import * as React from 'react';
import { List, type RowComponentProps } from 'react-window';
import Paper from '@mui/material/Paper';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const EPISODE_COUNT = 1000;
const ROW_HEIGHT = 72;
const topics = ['Interview', 'Listener questions', 'Field recording', 'Book club', 'News roundup'];

// Every row is computed from its index: nothing is stored for the 1,000 episodes.
function episodeAt(index: number) {
  const number = EPISODE_COUNT - index;
  return {
    number,
    topic: topics[number % topics.length],
    minutes: 25 + ((number * 37) % 40),
  };
}

type RowProps = { playing: number; onPlay: (episode: number) => void };

function EpisodeRow({ index, style, ariaAttributes, playing, onPlay }: RowComponentProps<RowProps>) {
  const episode = episodeAt(index);
  const isPlaying = episode.number === playing;
  return (
    <ListItem component="div" style={style} disablePadding {...ariaAttributes}>
      <ListItemButton
        selected={isPlaying}
        aria-current={isPlaying ? 'true' : undefined}
        onClick={() => onPlay(episode.number)}
        sx={{ height: '100%' }}
      >
        <ListItemText
          primary={`#${episode.number} · ${episode.topic}`}
          secondary={`${episode.minutes} min${isPlaying ? ' · Now playing' : ''}`}
        />
      </ListItemButton>
    </ListItem>
  );
}

export default function EpisodeArchive() {
  const [playing, setPlaying] = React.useState(EPISODE_COUNT);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      {/* A fixed height: the server and the first client render draw the same rows. */}
      <List
        aria-label="Podcast episodes"
        rowComponent={EpisodeRow}
        rowCount={EPISODE_COUNT}
        rowHeight={ROW_HEIGHT}
        rowProps={{ playing, onPlay: setPlaying }}
        defaultHeight={360}
        overscanCount={4}
        style={{ height: 360 }}
      />
    </Paper>
  );
}
