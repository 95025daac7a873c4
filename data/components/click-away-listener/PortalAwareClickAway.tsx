import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function PortalAwareClickAway() {
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);
  const [portalTarget, setPortalTarget] = React.useState<HTMLDivElement | null>(null);

  const record = () => setLog((entries) => [`click-away #${entries.length + 1}`, ...entries].slice(0, 3));

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={disableReactTree} onChange={(event) => setDisableReactTree(event.target.checked)} />}
        label="disableReactTree"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <ClickAwayListener onClickAway={record} disableReactTree={disableReactTree}>
          <Paper variant="outlined" sx={{ p: 2, width: 220 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              The listener wraps this card. Its button renders through a portal into the box on the right.
            </Typography>
            {portalTarget && (
              <Portal container={portalTarget}>
                <Button size="small" variant="contained">
                  Portalled button
                </Button>
              </Portal>
            )}
          </Paper>
        </ClickAwayListener>
        <Box ref={setPortalTarget} sx={{ p: 2, width: 220, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }} aria-live="polite">
        {log.length ? log.join(' · ') : 'Click outside the card, then on the portalled button.'}
      </Typography>
    </div>
  );
}
