import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const margins = ['none', 'dense', 'normal'] as const;

export default function MarginSpacing() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {margins.map((margin) => (
        <Box key={margin} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', pt: 1 }}>
            margin=&quot;{margin}&quot;
          </Typography>
          <TextField label="First name" defaultValue="Grace" margin={margin} fullWidth />
          <TextField label="Last name" defaultValue="Hopper" margin={margin} fullWidth />
        </Box>
      ))}
    </Box>
  );
}
