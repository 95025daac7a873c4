import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function ProfileCard({ width }: { width: number }) {
  return (
    // `containerType` turns this box into a size container; the `@` keys below query its width.
    <Box sx={{ containerType: 'inline-size', width, maxWidth: '100%' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: { '@': 'column', '@400': 'row' },
          alignItems: { '@': 'flex-start', '@400': 'center' },
          gap: 2,
        }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main' }}>AR</Avatar>
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Amara Reyes</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Design systems lead
          </Typography>
        </Box>
        <Button variant="outlined" size="small">
          Follow
        </Button>
      </Paper>
    </Box>
  );
}

export default function ContainerQueryProfile() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <ProfileCard width={260} />
      <ProfileCard width={460} />
    </Box>
  );
}
