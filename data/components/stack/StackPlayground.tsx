import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack, { StackProps } from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const cards = [
  { title: 'Backlog', tasks: 4, height: 40 },
  { title: 'In review', tasks: 2, height: 72 },
  { title: 'Done', tasks: 9, height: 56 },
];

const choices = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
} as const;

type Choice = keyof typeof choices;

export default function StackPlayground() {
  const [values, setValues] = React.useState<Record<Choice, string>>({
    direction: 'row',
    justifyContent: 'flex-start',
    alignItems: 'flex-start',
  });
  const [spacing, setSpacing] = React.useState(2);
  const id = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction={values.direction as StackProps['direction']}
        spacing={spacing}
        sx={{
          justifyContent: values.justifyContent,
          alignItems: values.alignItems,
          height: 340,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {cards.map((card) => (
          <Paper
            key={card.title}
            variant="outlined"
            sx={{ p: 1.5, minWidth: 120, minHeight: card.height }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {card.title}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {card.tasks} tasks
            </Typography>
          </Paper>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        {(Object.keys(choices) as Choice[]).map((choice) => (
          <FormControl key={choice} size="small" sx={{ minWidth: 160 }}>
            <InputLabel id={`${id}-${choice}`}>{choice}</InputLabel>
            <Select
              labelId={`${id}-${choice}`}
              label={choice}
              value={values[choice]}
              onChange={(event) => setValues((prev) => ({ ...prev, [choice]: event.target.value }))}
            >
              {choices[choice].map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
        <Box sx={{ minWidth: 160, px: 1 }}>
          <Typography id={`${id}-spacing`} variant="body2">
            spacing: {spacing}
          </Typography>
          <Slider
            aria-labelledby={`${id}-spacing`}
            value={spacing}
            onChange={(event, value) => setSpacing(value as number)}
            min={0}
            max={4}
            step={0.5}
            size="small"
          />
        </Box>
      </Stack>
      <Typography
        component="pre"
        variant="body2"
        sx={{
          mt: 2,
          p: 1.5,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
        }}
      >
        {`<Stack
  direction="${values.direction}"
  spacing={${spacing}}
  sx={{ justifyContent: '${values.justifyContent}', alignItems: '${values.alignItems}' }}
>`}
      </Typography>
    </Box>
  );
}
