import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const options = {
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
  flexWrap: ['nowrap', 'wrap', 'wrap-reverse'],
  alignContent: ['normal', 'flex-start', 'center', 'flex-end', 'space-between', 'stretch'],
};
type Key = keyof typeof options;
const heights = [40, 64, 32, 80, 48, 56];

export default function FlexPlayground() {
  const [direction, setDirection] = React.useState('row');
  const [values, setValues] = React.useState<Record<Key, string>>({
    justifyContent: 'flex-start',
    alignItems: 'stretch',
    flexWrap: 'nowrap',
    alignContent: 'normal',
  });

  return (
    <Box sx={{ width: 1 }}>
      <ToggleButtonGroup
        aria-label="flexDirection"
        exclusive
        size="small"
        value={direction}
        onChange={(event, next: string | null) => next && setDirection(next)}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {['row', 'row-reverse', 'column', 'column-reverse'].map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
        {(Object.keys(options) as Key[]).map((key) => (
          <FormControl key={key} size="small">
            <InputLabel id={`flex-${key}-label`}>{key}</InputLabel>
            <Select
              labelId={`flex-${key}-label`}
              label={key}
              value={values[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            >
              {options[key].map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
      </Box>
      <Box
        sx={{ display: 'flex', flexDirection: direction, ...values, gap: 1, p: 1, height: 260, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {heights.map((height, index) => (
          <Box
            key={height}
            sx={{ minWidth: 72, minHeight: height, px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, fontWeight: 'bold' }}
          >
            {index + 1}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
