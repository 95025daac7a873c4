import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ButtonVariants() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Quarterly report
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Your draft was saved two minutes ago. Publish it to share it with the finance team.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="text">Discard</Button>
        <Button variant="outlined">Preview</Button>
        <Button variant="contained">Publish</Button>
      </Stack>
    </Paper>
  );
}
