import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import CloseIcon from '@mui/icons-material/Close';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { icon: <QueueMusicIcon />, name: 'Play next' },
  { icon: <PlaylistAddIcon />, name: 'Add to playlist' },
  { icon: <DownloadIcon />, name: 'Download album' },
  { icon: <ShareIcon />, name: 'Share album' },
];

export default function MusicSpeedDial() {
  return (
    <Box sx={{ position: 'relative', height: 320, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography>Night Drive</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The Lanterns · 11 tracks · 42 min
      </Typography>
      <SpeedDial
        ariaLabel="Album actions"
        icon={<SpeedDialIcon icon={<LibraryMusicIcon />} openIcon={<CloseIcon />} />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} slotProps={{ tooltip: { title: action.name } }} />
        ))}
      </SpeedDial>
    </Box>
  );
}
