import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = ['top', 'right', 'bottom', 'left', 'top-start', 'bottom-end'];

// Popper.js moves the arrow along the edge; these rules put it on the edge that
// faces the anchor and draw the two outer borders of the rotated square.
const arrowSides = {
  '&[data-popper-placement^="top"] [data-popper-arrow]': { bottom: -6, '&::before': { borderRightWidth: 1, borderBottomWidth: 1 } },
  '&[data-popper-placement^="bottom"] [data-popper-arrow]': { top: -6, '&::before': { borderLeftWidth: 1, borderTopWidth: 1 } },
  '&[data-popper-placement^="left"] [data-popper-arrow]': { right: -6, '&::before': { borderTopWidth: 1, borderRightWidth: 1 } },
  '&[data-popper-placement^="right"] [data-popper-arrow]': { left: -6, '&::before': { borderBottomWidth: 1, borderLeftWidth: 1 } },
};

export default function ScrollPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const [options, setOptions] = React.useState({ arrow: true, flip: true, preventOverflow: true, disablePortal: false });
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
      { name: 'offset', options: { offset: [0, options.arrow ? 10 : 4] } },
      { name: 'arrow', enabled: options.arrow }, // finds the [data-popper-arrow] child
      { name: 'flip', enabled: options.flip },
      { name: 'preventOverflow', enabled: options.preventOverflow, options: { altAxis: true, padding: 8 } },
    ],
    [options.arrow, options.flip, options.preventOverflow],
  );

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mb: 1 }}>
        <TextField select size="small" label="placement" value={placement} onChange={(event) => setPlacement(event.target.value as PopperPlacementType)} sx={{ width: 140, mr: 1 }}>
          {placements.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        {(Object.keys(options) as Array<keyof typeof options>).map((name) => (
          <FormControlLabel
            key={name}
            label={name}
            control={<Switch size="small" checked={options[name]} onChange={(event) => setOptions({ ...options, [name]: event.target.checked })} />}
          />
        ))}
      </Box>
      <Box ref={scrollRef} tabIndex={0} role="region" aria-label="Scrollable area" sx={{ position: 'relative', height: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Box sx={{ width: '220%', height: 640, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Button variant="contained" onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}>
            {anchorEl ? 'Close' : 'Open'} popper, then scroll
          </Button>
          <Popper
            open={Boolean(anchorEl)}
            anchorEl={anchorEl}
            placement={placement}
            disablePortal={options.disablePortal}
            modifiers={modifiers}
            sx={{ zIndex: 'tooltip', ...arrowSides }}
          >
            <Box sx={{ p: 1.5, width: 190, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, boxShadow: 6 }}>
              <Typography variant="body2">Scroll the area: I follow the button.</Typography>
            </Box>
            {options.arrow && (
              <Box
                component="span"
                data-popper-arrow=""
                sx={{
                  width: 12,
                  height: 12,
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    inset: 0,
                    bgcolor: 'background.paper',
                    borderColor: 'divider',
                    borderStyle: 'solid',
                    borderWidth: 0,
                    transform: 'rotate(45deg)',
                  },
                }}
              />
            )}
          </Popper>
        </Box>
      </Box>
    </div>
  );
}
