import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const VoteContext = React.createContext('this poll');

function VoteButtons() {
  const poll = React.useContext(VoteContext);
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={`Vote in ${poll}`}>
      <Button size="small" variant="outlined">Yes</Button>
      <Button size="small" variant="outlined">No</Button>
    </Stack>
  );
}

export default function PortalEventBubbling() {
  const [clicks, setClicks] = React.useState(0);
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);

  return (
    <VoteContext.Provider value="the team lunch poll">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* This Paper counts every click that bubbles up through React, portalled or not. */}
        <Paper variant="outlined" sx={{ p: 2, width: 240 }} onClick={() => setClicks((count) => count + 1)}>
          <Typography variant="body2">Clicks that reached this card: {clicks}</Typography>
          {target && (
            <Portal container={target}>
              <VoteButtons />
            </Portal>
          )}
        </Paper>
        <Box ref={setTarget} sx={{ p: 2, width: 240, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
            Rendered here in the DOM:
          </Typography>
        </Box>
      </Box>
    </VoteContext.Provider>
  );
}
