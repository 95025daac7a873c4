import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function QuickReviewForm() {
  const helpId = React.useId();
  const [score, setScore] = React.useState<number | null>(null);
  const [attempted, setAttempted] = React.useState(false);
  const [result, setResult] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const data = new FormData(event.currentTarget);
    if (data.get('order-rating') === '') {
      setResult('');
      return;
    }
    setResult(`Sent: ${data.get('order-rating')} stars, "${data.get('comment') || 'no comment'}"`);
  };

  const missing = attempted && score === null;

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ maxWidth: 380 }}>
      <Stack spacing={2}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={helpId}>
          <Typography component="legend">Rate order #4821</Typography>
          <Rating name="order-rating" value={score} onChange={(event, value) => setScore(value)} />
          <FormHelperText id={helpId} error={missing}>
            {missing ? 'Choose at least one star' : 'Required'}
          </FormHelperText>
        </Box>
        <TextField name="comment" label="Comment (optional)" multiline minRows={2} />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Send review
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {result}
        </Typography>
      </Stack>
    </Box>
  );
}
