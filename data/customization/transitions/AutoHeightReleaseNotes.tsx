import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const releases = [
  { version: '3.2.1', notes: ['Fixed playlist export on Safari.'] },
  {
    version: '3.2.0',
    notes: ['Offline downloads for podcasts.', 'Sleep timer in the player.', 'Faster search suggestions.', 'New equalizer presets.'],
  },
  {
    version: '3.0.0',
    notes: [
      'Redesigned library with folders.',
      'Shared playlists with edit rights.',
      'Lyrics synced to playback.',
      'Crossfade between tracks.',
      'Car mode with larger controls.',
      'Listening stats for the year.',
      'Import from other services.',
      'Accessibility pass on every screen.',
    ],
  },
];

function Release({ version, notes }: { version: string; notes: string[] }) {
  const theme = useTheme();
  const [open, setOpen] = React.useState(false);
  const [measured, setMeasured] = React.useState<{ height: number; duration: number } | null>(null);
  const contentRef = React.useRef<HTMLUListElement>(null);
  const contentId = React.useId();

  const toggle = () => {
    const height = contentRef.current?.offsetHeight ?? 0;
    // The same function Collapse calls when its timeout is 'auto'.
    setMeasured({ height, duration: theme.transitions.getAutoHeightDuration(height) });
    setOpen((value) => !value);
  };

  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          onClick={toggle}
          aria-expanded={open}
          aria-controls={contentId}
          endIcon={
            <ExpandMoreIcon
              sx={(t) => ({ transform: open ? 'rotate(180deg)' : 'none', transition: t.transitions.create('transform') })}
            />
          }
        >
          Version {version} ({notes.length} {notes.length === 1 ? 'change' : 'changes'})
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          {measured ? `${measured.height} px → ${measured.duration} ms` : 'Not opened yet'}
        </Typography>
      </Stack>
      <Collapse in={open} timeout="auto" id={contentId}>
        <Typography component="ul" variant="body2" ref={contentRef} sx={{ m: 0, pb: 1 }}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Typography>
      </Collapse>
    </Paper>
  );
}

export default function AutoHeightReleaseNotes() {
  return (
    <Stack spacing={1}>
      {releases.map((release) => (
        <Release key={release.version} {...release} />
      ))}
    </Stack>
  );
}
