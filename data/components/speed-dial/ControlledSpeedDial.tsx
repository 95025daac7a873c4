import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EventIcon from '@mui/icons-material/Event';

const actions = [
  { icon: <NoteAddIcon />, name: 'New note' },
  { icon: <ChecklistIcon />, name: 'New checklist' },
  { icon: <EventIcon />, name: 'New reminder' },
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string[]>([]);

  const handleAction = (name: string) => {
    setCreated((items) => [...items, name]);
    setOpen(false);
  };

  return (
    <Box sx={{ position: 'relative', height: 320, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {created.length ? `Created: ${created.join(', ')}` : 'Nothing created yet.'}
      </Typography>
      <SpeedDial
        ariaLabel="Create item"
        open={open}
        onOpen={(event, reason) => {
          // Open only on click or keyboard, not when the pointer passes over the button.
          if (reason === 'toggle' || reason === 'focus') setOpen(true);
        }}
        onClose={(event, reason) => {
          if (reason !== 'mouseLeave') setOpen(false);
        }}
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => handleAction(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
