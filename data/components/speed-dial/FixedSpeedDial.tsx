import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';

const actions = [
  { icon: <PersonAddIcon />, name: 'New contact' },
  { icon: <GroupAddIcon />, name: 'New group' },
  { icon: <QrCodeScannerIcon />, name: 'Scan code' },
];

export default function FixedSpeedDial() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ p: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>
        Contacts app: the speed dial stays in the corner of the screen while the page scrolls. Its labels are
        always visible while it is open, which suits touch screens where there is no hover.
      </Typography>
      <Backdrop open={open} sx={(theme) => ({ zIndex: theme.zIndex.speedDial - 1 })} />
      <SpeedDial
        ariaLabel="Add to contacts"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        icon={<SpeedDialIcon />}
        sx={{ position: 'fixed', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name, open: true } }}
            onClick={() => setOpen(false)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
