import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import LabelIcon from '@mui/icons-material/Label';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';

const actions = [
  { title: 'Archive', icon: <ArchiveIcon /> },
  { title: 'Mark as unread', icon: <MarkEmailUnreadIcon /> },
  { title: 'Add label', icon: <LabelIcon /> },
  { title: 'Delete', icon: <DeleteIcon /> },
];

export default function ToolbarTooltips() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Message actions"
      sx={{ display: 'inline-flex', gap: 0.5, p: 0.5 }}
    >
      {actions.map((action) => (
        // The string title also becomes the button's aria-label.
        <Tooltip key={action.title} title={action.title}>
          <IconButton>{action.icon}</IconButton>
        </Tooltip>
      ))}
    </Paper>
  );
}
