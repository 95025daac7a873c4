import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { pickersDayClasses } from '@mui/x-date-pickers/PickersDay';

type Color = 'primary' | 'secondary' | 'success';
const shapes = { circle: '50%', rounded: '8px', square: '2px' };
type Shape = keyof typeof shapes;

export default function DayStylePlayground() {
  const [color, setColor] = React.useState<Color>('secondary');
  const [shape, setShape] = React.useState<Shape>('rounded');
  const [bold, setBold] = React.useState(true);

  const sx = {
    [`& .${pickersDayClasses.root}`]: { borderRadius: shapes[shape], fontWeight: bold ? 600 : 400 },
    [`& .${pickersDayClasses.root}.${pickersDayClasses.selected}`]: {
      bgcolor: `${color}.main`,
      color: `${color}.contrastText`,
      '&:hover, &:focus': { bgcolor: `${color}.dark` },
    },
  };
  const code = `<DateCalendar
  sx={{
    '& .${pickersDayClasses.root}': { borderRadius: '${shapes[shape]}', fontWeight: ${bold ? 600 : 400} },
    '& .${pickersDayClasses.root}.${pickersDayClasses.selected}': {
      bgcolor: '${color}.main',
      color: '${color}.contrastText',
      '&:hover, &:focus': { bgcolor: '${color}.dark' },
    },
  }}
/>`;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={color}
            onChange={(_, next: Color | null) => next && setColor(next)}
            aria-label="Selected day colour"
          >
            <ToggleButton value="primary">primary</ToggleButton>
            <ToggleButton value="secondary">secondary</ToggleButton>
            <ToggleButton value="success">success</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={shape}
            onChange={(_, next: Shape | null) => next && setShape(next)}
            aria-label="Day shape"
          >
            {(Object.keys(shapes) as Shape[]).map((name) => (
              <ToggleButton key={name} value={name}>
                {name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormControlLabel
            control={<Switch checked={bold} onChange={(event) => setBold(event.target.checked)} />}
            label="Bold days"
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DateCalendar defaultValue={dayjs('2025-06-14')} sx={sx} />
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 2,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontSize: 13,
              overflowX: 'auto',
              flex: 1,
            }}
          >
            <code>{code}</code>
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
