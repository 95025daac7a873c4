import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import ImageIcon from '@mui/icons-material/Image';
import AudioFileIcon from '@mui/icons-material/AudioFile';

const files = [
  {
    name: 'Invoice-2024-118.pdf',
    detail: 'PDF · 184 KB',
    icon: <PictureAsPdfIcon />,
    color: 'error.dark',
  },
  {
    name: 'Quarterly budget.xlsx',
    detail: 'Spreadsheet · 52 KB',
    icon: <TableChartIcon />,
    color: 'success.main',
  },
  {
    name: 'Storefront banner.png',
    detail: 'Image · 1.4 MB',
    icon: <ImageIcon />,
    color: 'secondary.main',
  },
  {
    name: 'Podcast intro.mp3',
    detail: 'Audio · 3.1 MB',
    icon: <AudioFileIcon />,
    color: 'primary.main',
  },
];

export default function SharedFilesList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360 }} aria-label="Shared files">
      {files.map((file) => (
        <ListItem key={file.name}>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: file.color }}>{file.icon}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={file.name} secondary={file.detail} />
        </ListItem>
      ))}
    </List>
  );
}
