import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { usePopupState, bindToggle, bindPopper } from 'material-ui-popup-state/hooks';

export default function AssigneeCardPopper() {
  // The hook holds the open flag, the anchor and an id (from React.useId).
  const popupState = usePopupState({ variant: 'popper' });

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Migrate invoices to the new ledger
      </Typography>
      <Chip
        avatar={<Avatar>PN</Avatar>}
        label="Priya Nair"
        // A primary chip gives its avatar the primary colours: the default grey avatar is too pale for its letters.
        color="primary"
        variant="outlined"
        aria-expanded={popupState.isOpen}
        {...bindToggle(popupState)}
      />
      <Popper {...bindPopper(popupState)} placement="bottom-start" transition sx={{ zIndex: 'tooltip' }}>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper elevation={6} sx={{ p: 2, mt: 1, width: 240 }}>
              <ClickAwayListener
                onClickAway={(event) => {
                  if (!popupState.anchorEl?.contains(event.target as Node)) {
                    popupState.close();
                  }
                }}
              >
                <div>
                  <Typography component="p" variant="subtitle2">
                    Priya Nair
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Backend engineer · Payments team
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    Works from Bengaluru (UTC+5:30), usually online 10:00–18:30.
                  </Typography>
                </div>
              </ClickAwayListener>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
