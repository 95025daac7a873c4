import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  width: '100%',
  boxSizing: 'border-box',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: 1.5,
  color: (theme.vars || theme).palette.text.primary,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  resize: 'none',
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 1,
  },
}));

const LIMIT = 280;

export default function ReviewComment() {
  const [text, setText] = React.useState('');
  const id = React.useId();

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 'medium' }}>
        Review comment
      </Typography>
      <Textarea
        id={id}
        minRows={2}
        maxRows={6}
        maxLength={LIMIT}
        placeholder="Explain what should change and why."
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-count`}
      />
      <Typography id={`${id}-count`} variant="caption" sx={{ color: 'text.secondary' }}>
        {text.length}/{LIMIT} characters
      </Typography>
    </Box>
  );
}
