import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { TransitionGroup } from 'react-transition-group';

const invitees = ['Amara Okafor', 'Jonas Berg', 'Mei Tanaka', 'Luis Ortega', 'Sofia Rossi'];

export default function GuestListTransitions() {
  const [guests, setGuests] = React.useState(invitees.slice(0, 2));
  const next = invitees.find((name) => !guests.includes(name));

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Button variant="outlined" disabled={!next} onClick={() => next && setGuests([...guests, next])}>
        Add next guest
      </Button>
      <TransitionGroup component="div" role="list" aria-label="Guests" style={{ marginTop: 8 }}>
        {guests.map((name) => (
          <Collapse key={name} role="listitem">
            <Box sx={{ display: 'flex', alignItems: 'center', py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {name}
              </Typography>
              <IconButton
                aria-label={`Remove ${name}`}
                size="small"
                onClick={() => setGuests(guests.filter((guest) => guest !== name))}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          </Collapse>
        ))}
      </TransitionGroup>
    </Box>
  );
}
