import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const message = {
  from: 'Priya Natarajan',
  preview:
    'The venue moved the soundcheck to 4pm, so we need to load the van before lunch and pick up the spare cables on the way.',
  time: '09:12',
};

function InboxRow({ shrinkable }: { shrinkable: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, overflow: 'hidden' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'secondary.main' }}>PN</Avatar>
        {/* This wrapper is the flex item: it needs min-width: 0 to get narrower than its text. */}
        <Box sx={shrinkable ? { minWidth: 0, flex: 1 } : { flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {message.from}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {message.preview}
          </Typography>
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {message.time}
        </Typography>
      </Stack>
    </Paper>
  );
}

export default function InboxTruncation() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 380 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Without min-width: 0 (the time is pushed out of the card)
      </Typography>
      <InboxRow shrinkable={false} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        With min-width: 0 on the text column
      </Typography>
      <InboxRow shrinkable />
    </Stack>
  );
}
