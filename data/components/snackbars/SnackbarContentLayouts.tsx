import * as React from 'react';
import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

const longMessage =
  'The card ending in 4242 expires before your plan renews on 1 March. Update it to keep listening without interruption.';

function Action({ label }: { label: string }) {
  return (
    <Button color="inherit" size="small">
      {label}
    </Button>
  );
}

export default function SnackbarContentLayouts() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {/* Short text: message and action share one line. */}
      <SnackbarContent role="status" message="Added to “Sunday morning”" action={<Action label="Open" />} />
      {/* Long text, default layout: the action wraps onto its own line, at the end. */}
      <SnackbarContent role="status" message={longMessage} action={<Action label="Update card" />} />
      {/* flexWrap: 'nowrap' keeps the action beside the long message. */}
      <SnackbarContent
        role="status"
        message={longMessage}
        action={<Action label="Update" />}
        sx={{ flexWrap: 'nowrap' }}
      />
    </Stack>
  );
}
