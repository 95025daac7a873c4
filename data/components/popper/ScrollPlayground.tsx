import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ScrollPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [disablePortal, setDisablePortal] = React.useState(false);
  const [flip, setFlip] = React.useState(true);
  const [preventOverflow, setPreventOverflow] = React.useState(true);
  const scrollRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const node = scrollRef.current;
    if (node) {
      node.scrollTop = (node.scrollHeight - node.clientHeight) / 2;
      node.scrollLeft = (node.scrollWidth - node.clientWidth) / 2;
    }
  }, []);

  // A new array on every render would rebuild the Popper.js instance: memoise it.
  const modifiers = React.useMemo(
    () => [
      { name: 'flip', enabled: flip },
      { name: 'preventOverflow', enabled: preventOverflow, options: { altAxis: true, padding: 8 } },
    ],
    [flip, preventOverflow],
  );

  const toggles = [
    { label: 'disablePortal', checked: disablePortal, set: setDisablePortal },
    { label: 'flip', checked: flip, set: setFlip },
    { label: 'preventOverflow', checked: preventOverflow, set: setPreventOverflow },
  ];

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {toggles.map((toggle) => (
          <FormControlLabel
            key={toggle.label}
            label={toggle.label}
            control={<Switch checked={toggle.checked} onChange={(event) => toggle.set(event.target.checked)} />}
          />
        ))}
      </Box>
      <Box
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label="Scrollable area"
        sx={{ position: 'relative', height: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <Box sx={{ width: '220%', height: 700, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Button variant="contained" onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}>
            {anchorEl ? 'Close' : 'Open'} popper, then scroll
          </Button>
          <Popper
            open={Boolean(anchorEl)}
            anchorEl={anchorEl}
            placement="bottom"
            disablePortal={disablePortal}
            modifiers={modifiers}
            sx={{ zIndex: 'tooltip' }}
          >
            <Paper elevation={6} sx={{ p: 1.5, width: 200 }}>
              <Typography variant="body2">Scroll the area: I follow the button.</Typography>
            </Paper>
          </Popper>
        </Box>
      </Box>
    </div>
  );
}
