import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const sample = 'Line one\nLine two\nLine three\nLine four\nLine five\nLine six';

const examples = [
  { title: 'minRows={3}', props: { minRows: 3 }, value: 'Grows without limit.' },
  { title: 'maxRows={4}', props: { maxRows: 4 }, value: sample },
  { title: 'minRows={2} maxRows={4}', props: { minRows: 2, maxRows: 4 }, value: 'Starts at two lines.' },
];

export default function RowLimits() {
  const baseId = React.useId();

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {examples.map((example, index) => (
        <Box key={example.title}>
          <Typography
            component="label"
            htmlFor={`${baseId}-${index}`}
            variant="caption"
            sx={{ display: 'block', fontFamily: 'monospace', mb: 0.5 }}
          >
            {example.title}
          </Typography>
          <Box
            component={TextareaAutosize}
            id={`${baseId}-${index}`}
            defaultValue={example.value}
            {...example.props}
            sx={{
              width: '100%',
              boxSizing: 'border-box',
              p: 1,
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
