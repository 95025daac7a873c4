import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function FeedbackPrompt() {
  const [open, setOpen] = React.useState(true);
  const [rating, setRating] = React.useState<number | null>(null);
  const [servings, setServings] = React.useState(4);
  const reopenRef = React.useRef<HTMLButtonElement>(null);
  const titleId = React.useId();

  const close = () => {
    setOpen(false);
    // The prompt unmounts: give focus a place to land.
    reopenRef.current?.focus();
  };

  return (
    <Box sx={{ position: 'relative', height: 300, overflow: 'hidden', p: 2 }}>
      <Typography component="p" variant="h6">
        Lemon and thyme risotto
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {servings} servings · {servings * 80} g arborio rice · {servings * 250} ml stock
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setServings((n) => n + 1)}>
          More servings
        </Button>
        <Button size="small" ref={reopenRef} onClick={() => setOpen(true)}>
          Rate this recipe
        </Button>
      </Stack>
      <Fade in={open} appear={false}>
        <Paper
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          elevation={6}
          sx={{ position: 'absolute', left: 16, right: 16, bottom: 16, p: 2 }}
        >
          <Typography id={titleId} component="p" variant="subtitle1" sx={{ fontWeight: 500 }}>
            How did this recipe turn out?
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, rowGap: 1 }}>
            <Rating name="recipe-rating" value={rating} onChange={(event, value) => setRating(value)} />
            <Box sx={{ flexGrow: 1 }} />
            <Button size="small" onClick={close}>
              Not now
            </Button>
            <Button size="small" variant="contained" disabled={rating === null} onClick={close}>
              Send
            </Button>
          </Stack>
        </Paper>
      </Fade>
    </Box>
  );
}
