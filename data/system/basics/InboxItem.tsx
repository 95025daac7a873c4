import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import MailIcon from '@mui/icons-material/MailOutline';

export default function InboxItem() {
  const [unread, setUnread] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 460 }}>
      <FormControlLabel
        control={<Switch checked={unread} onChange={(event) => setUnread(event.target.checked)} />}
        label="Unread"
      />
      <Box
        sx={[
          (theme) => ({
            display: 'flex',
            gap: 1.5,
            p: 2,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            cursor: 'pointer',
            transition: theme.transitions.create(['background-color', 'border-color']),
            '& .MuiSvgIcon-root': { color: 'text.secondary', mt: 0.25 },
            '&:hover': { borderColor: 'primary.main' },
          }),
          unread &&
            ((theme) => ({
              bgcolor: theme.alpha((theme.vars || theme).palette.primary.main, 0.08),
              '& .MuiSvgIcon-root': { color: 'primary.main' },
              '& .subject': { fontWeight: 'bold' },
            })),
        ]}
      >
        <MailIcon />
        <div>
          <Typography className="subject">Your invoice for October is ready</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Billing team · 2 attachments
          </Typography>
        </div>
      </Box>
    </Box>
  );
}
