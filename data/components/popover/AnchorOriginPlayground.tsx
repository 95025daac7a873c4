import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover, { PopoverOrigin } from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type Vertical = PopoverOrigin['vertical'];
type Horizontal = PopoverOrigin['horizontal'];
const verticals: Vertical[] = ['top', 'center', 'bottom'];
const horizontals: Horizontal[] = ['left', 'center', 'right'];

function OriginPicker(props: { label: string; value: PopoverOrigin; onChange: (origin: PopoverOrigin) => void }) {
  const { label, value, onChange } = props;
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup row value={value.vertical} aria-label={`${label} vertical`}
        onChange={(event) => onChange({ ...value, vertical: event.target.value as Vertical })}>
        {verticals.map((v) => <FormControlLabel key={v} value={v} control={<Radio size="small" />} label={v} />)}
      </RadioGroup>
      <RadioGroup row value={value.horizontal} aria-label={`${label} horizontal`}
        onChange={(event) => onChange({ ...value, horizontal: event.target.value as Horizontal })}>
        {horizontals.map((h) => <FormControlLabel key={h} value={h} control={<Radio size="small" />} label={h} />)}
      </RadioGroup>
    </FormControl>
  );
}

export default function AnchorOriginPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [anchorOrigin, setAnchorOrigin] = React.useState<PopoverOrigin>({ vertical: 'bottom', horizontal: 'left' });
  const [transformOrigin, setTransformOrigin] = React.useState<PopoverOrigin>({ vertical: 'top', horizontal: 'left' });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <OriginPicker label="anchorOrigin" value={anchorOrigin} onChange={setAnchorOrigin} />
        <OriginPicker label="transformOrigin" value={transformOrigin} onChange={setTransformOrigin} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 200, display: 'flex', justifyContent: 'center', py: 6 }}>
        <Button variant="contained" onClick={(event) => setAnchorEl(event.currentTarget)}>
          Open popover
        </Button>
      </Box>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Typography variant="body2" sx={{ p: 2, fontFamily: 'monospace' }}>
          anchor {anchorOrigin.vertical}/{anchorOrigin.horizontal}
          <br />
          transform {transformOrigin.vertical}/{transformOrigin.horizontal}
        </Typography>
      </Popover>
    </Box>
  );
}
