import * as React from 'react';
import Box from '@mui/material/Box';
import Container, { ContainerProps } from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const options = ['xs', 'sm', 'md', 'lg', 'false'] as const;

export default function MaxWidthPicker() {
  const [choice, setChoice] = React.useState<(typeof options)[number]>('sm');
  const labelId = React.useId();
  const maxWidth: ContainerProps['maxWidth'] = choice === 'false' ? false : choice;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        maxWidth
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(event, value: (typeof options)[number] | null) => value && setChoice(value)}
        aria-labelledby={labelId}
        sx={{ mb: 2 }}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
        <Container maxWidth={maxWidth}>
          <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'primary.main', p: 2, bgcolor: 'background.paper' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Packing list for a weekend hike
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Water filter, rain shell, headlamp, a paper map of the ridge trail and enough food for one
              extra day. The dashed line marks the content box of the container.
            </Typography>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
