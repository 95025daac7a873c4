import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { usePopupState, bindTrigger, bindMenu } from 'material-ui-popup-state/hooks';

const tracks = [
  { title: 'Harbour Lights', artist: 'The Low Tides', length: '3:42' },
  { title: 'Paper Satellites', artist: 'Mira Sol', length: '4:05' },
  { title: 'Slow Orbit', artist: 'Quiet Engines', length: '5:18' },
];

// Each row owns its menu: no anchor element or open flag to lift into the parent.
function TrackActions({ title }: { title: string }) {
  const popupState = usePopupState({ variant: 'popover' });

  return (
    <>
      <IconButton
        edge="end"
        aria-label={`More actions for ${title}`}
        aria-expanded={popupState.isOpen ? 'true' : undefined}
        {...bindTrigger(popupState)}
      >
        <MoreHorizIcon />
      </IconButton>
      <Menu
        {...bindMenu(popupState)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': `Actions for ${title}` } }}
      >
        <MenuItem onClick={popupState.close}>Play next</MenuItem>
        <MenuItem onClick={popupState.close}>Add to queue</MenuItem>
        <MenuItem onClick={popupState.close}>Go to artist</MenuItem>
      </Menu>
    </>
  );
}

export default function PopupStateTrackMenu() {
  return (
    <List aria-label="Album tracks" sx={{ width: 340, maxWidth: '100%', bgcolor: 'background.paper' }}>
      {tracks.map((track) => (
        <ListItem key={track.title} secondaryAction={<TrackActions title={track.title} />}>
          <ListItemText primary={track.title} secondary={`${track.artist} · ${track.length}`} />
        </ListItem>
      ))}
    </List>
  );
}
