import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const members = ['JD', 'LM', 'RS', 'TK'];

export default function TeamCard() {
  return (
    <Box
      sx={{
        // `auto` is passed through: the card centres itself in the demo area.
        mx: 'auto',
        maxWidth: 360,
        // Responsive padding: 16px on phones, 24px from the sm breakpoint.
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography variant="h6" component="h3">
        Design system guild
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        Meets every second Thursday.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {members.map((initials, index) => (
          <Avatar
            key={initials}
            sx={{
              width: 36,
              height: 36,
              fontSize: 14,
              // Negative margin makes the avatars overlap by one spacing unit.
              ml: index === 0 ? 0 : -1,
              border: 2,
              borderColor: 'background.paper',
            }}
          >
            {initials}
          </Avatar>
        ))}
        <Button size="small" sx={{ ml: 'auto' }}>
          Join
        </Button>
      </Box>
    </Box>
  );
}
