import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import BlockIcon from '@mui/icons-material/Block';
import StarIcon from '@mui/icons-material/Star';

// The icon's shape and the text say the status; the colour only reinforces it.
const tasks = [
  { title: 'Migrate billing tables', status: 'Done', icon: <CheckCircleIcon color="success" /> },
  { title: 'Review onboarding copy', status: 'Waiting for review', icon: <HourglassTopIcon color="warning" /> },
  { title: 'Fix login on Safari', status: 'Blocked', icon: <ErrorIcon color="error" /> },
  { title: 'Update the API changelog', status: 'Needs details', icon: <InfoIcon color="info" /> },
  { title: 'Plan the Q3 retrospective', status: 'Not started', icon: <RadioButtonUncheckedIcon color="action" /> },
  { title: 'Old dashboard export', status: 'Cancelled', icon: <BlockIcon color="disabled" /> },
  { title: 'Dark mode for reports', status: 'Starred', icon: <StarIcon sx={{ color: 'secondary.main' }} /> },
];

export default function TaskStatusColors() {
  return (
    <div>
      <List dense aria-label="Sprint tasks" sx={{ maxWidth: 400 }}>
        {tasks.map((task) => (
          <ListItem key={task.title}>
            <ListItemIcon>{task.icon}</ListItemIcon>
            <ListItemText primary={task.title} secondary={task.status} />
          </ListItem>
        ))}
      </List>
      {/* color="inherit" (the default): the icon follows the text colour around it. */}
      <Typography sx={{ color: 'primary.main', display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
        <StarIcon fontSize="small" /> 1 starred task
      </Typography>
    </div>
  );
}
