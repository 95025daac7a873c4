import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledButtonTooltip() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
        }
        label="I accept the data processing agreement"
      />
      <Tooltip
        title={accepted ? '' : 'Accept the agreement first'}
        describeChild
        placement="right"
      >
        {/* A disabled button fires no events: the span receives them instead. */}
        <span tabIndex={accepted ? undefined : 0}>
          <Button variant="contained" disabled={!accepted}>
            Enable integration
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
