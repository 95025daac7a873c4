import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const area = { p: 2, minHeight: 120, border: 1, borderColor: 'divider', borderRadius: 2 } as const;

export default function PortalTarget() {
  const [shown, setShown] = React.useState(false);
  const [disablePortal, setDisablePortal] = React.useState(false);
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Button variant="contained" onClick={() => setShown(!shown)}>
          {shown ? 'Remove' : 'Render'} the badge
        </Button>
        <FormControlLabel
          control={<Switch checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />}
          label="disablePortal"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <Box sx={area}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
            Declared here (React parent)
          </Typography>
          {shown && target && (
            <Portal container={target} disablePortal={disablePortal}>
              <Box sx={{ display: 'inline-block', px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                New: weekly digest
              </Box>
            </Portal>
          )}
        </Box>
        <Box ref={setTarget} sx={area}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
            Portal container (DOM parent)
          </Typography>
        </Box>
      </Box>
    </div>
  );
}
