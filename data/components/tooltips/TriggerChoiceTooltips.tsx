import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function TriggerChoiceTooltips() {
  const [infoOpen, setInfoOpen] = React.useState(false);

  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* Hover only: keyboard focus and long press do nothing. */}
      <Tooltip
        title="The old key stops working at once"
        describeChild
        disableFocusListener
        disableTouchListener
      >
        <Button variant="outlined" color="error">
          Regenerate key
        </Button>
      </Tooltip>
      {/* Keyboard focus only: a shortcut hint for keyboard users. */}
      <Tooltip title="Shortcut: Ctrl+S" describeChild disableHoverListener disableTouchListener>
        <Button variant="contained">Save key</Button>
      </Tooltip>
      {/* Click only: every built-in trigger is off and the state is ours. */}
      <ClickAwayListener onClickAway={() => setInfoOpen(false)}>
        <div>
          <Tooltip
            title="A key is shown once, when it is created. Store it in your password manager."
            describeChild
            open={infoOpen}
            onClose={() => setInfoOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            slotProps={{ popper: { disablePortal: true } }}
          >
            <IconButton
              aria-label="About API keys"
              onClick={() => setInfoOpen((wasOpen) => !wasOpen)}
            >
              <InfoOutlinedIcon />
            </IconButton>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
