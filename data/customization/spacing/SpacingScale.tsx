import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const factors = [0.5, 1, 2, 3, 4, 6, 8];

export default function SpacingScale() {
  const theme = useTheme();

  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {factors.map((factor) => (
        <Box
          component="li"
          key={factor}
          sx={{ display: 'grid', gridTemplateColumns: '5rem 4.5rem minmax(0, 1fr)', alignItems: 'center', gap: 2 }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            spacing({factor})
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {factor * 8}px
          </Typography>
          {/* `width: theme.spacing(factor)` is the same as the sx shorthand for margins and paddings. */}
          <Box sx={{ width: theme.spacing(factor), height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }} />
        </Box>
      ))}
      <Typography component="li" variant="caption" sx={{ color: 'text.secondary', mt: 1 }}>
        This site uses CSS variables, so theme.spacing(2) returns {theme.spacing(2)}.
      </Typography>
    </Box>
  );
}
