import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Paper sx={{ p: 2, flex: 1 }}>
        <Typography component="p" fontWeight={500}>
          variant=&quot;elevation&quot;
        </Typography>
        <Typography variant="body2" color="text.secondary">
          A shadow lifts the surface off the page.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography component="p" fontWeight={500}>
          variant=&quot;outlined&quot;
        </Typography>
        <Typography variant="body2" color="text.secondary">
          A 1 px divider-coloured border, no shadow.
        </Typography>
      </Paper>
      <Paper elevation={0} sx={{ p: 2, flex: 1, bgcolor: 'action.hover' }}>
        <Typography component="p" fontWeight={500}>
          elevation=&#123;0&#125; + tint
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Flat, separated by colour only.
        </Typography>
      </Paper>
    </Stack>
  );
}
