import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import GroupsIcon from '@mui/icons-material/Groups';

// A product photo drawn as an inline SVG, so the demo needs no network.
const mugPhoto = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
    <rect width="80" height="80" fill="#f3e5d8"/>
    <rect x="20" y="24" width="32" height="36" rx="4" fill="#00796b"/>
    <path d="M52 32h6a8 8 0 0 1 0 16h-6v-5h6a3 3 0 0 0 0-6h-6z" fill="#00796b"/>
  </svg>`,
)}`;

// The shape tells the kind of result apart before the label is read.
export default function SearchResultShapes() {
  return (
    <List sx={{ width: '100%', maxWidth: 360 }} aria-label="Results for “ceramic”">
      <ListItem>
        <ListItemAvatar>
          <Avatar variant="circular" aria-hidden sx={{ bgcolor: 'primary.main' }}>
            CB
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary="Chiara Bianchi" secondary="Person · Ceramics buyer" />
      </ListItem>
      <ListItem>
        <ListItemAvatar>
          <Avatar variant="rounded" sx={{ bgcolor: 'success.main' }}>
            <GroupsIcon />
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary="Ceramic studio team" secondary="Team · 8 members" />
      </ListItem>
      <ListItem>
        <ListItemAvatar>
          <Avatar variant="square" alt="Teal ceramic mug" src={mugPhoto} />
        </ListItemAvatar>
        <ListItemText primary="Teal ceramic mug" secondary="Product · €18.00" />
      </ListItem>
    </List>
  );
}
