import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import DescriptionIcon from '@mui/icons-material/Description';
import DeleteIcon from '@mui/icons-material/Delete';

const initialFiles = [
  { name: 'Quarterly report.pdf', size: '2.4 MB' },
  { name: 'Brand guidelines.pdf', size: '8.1 MB' },
  { name: 'Budget 2026.xlsx', size: '560 KB' },
];

export default function SharedFiles() {
  const [dense, setDense] = React.useState(false);
  const [files, setFiles] = React.useState(initialFiles);

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label="Compact rows"
      />
      <List dense={dense} sx={{ bgcolor: 'background.paper' }}>
        {files.map((file) => (
          <ListItem
            key={file.name}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles((current) => current.filter((f) => f.name !== file.name))}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'primary.main' }}>
                <DescriptionIcon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={file.name} secondary={file.size} />
          </ListItem>
        ))}
        {files.length === 0 && (
          <ListItem>
            <ListItemText primary="No files shared yet" />
          </ListItem>
        )}
      </List>
    </Box>
  );
}
