import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';

// styled: the light colours are the base, applyStyles adds the dark ones under the dark scheme's selector.
const Callout = styled('aside')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid #ffd54f',
  backgroundColor: '#fff8e1',
  color: '#4e3500',
  ...theme.applyStyles('dark', {
    borderColor: '#8a6d00',
    backgroundColor: '#2b2106',
    color: '#ffe9a8',
  }),
}));

export default function ModeAwareCallout() {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
      <Callout>
        <LightbulbOutlinedIcon />
        <Typography variant="body2">
          Drafts are saved every 30 seconds. Switch the site to dark mode: this callout changes colour
          without re-rendering.
        </Typography>
      </Callout>
      {/* The same idea with sx: pass a function to reach the theme. */}
      <Box
        sx={(theme) => ({
          p: 2,
          borderRadius: 1,
          bgcolor: '#e8f5e9',
          color: '#1b4d1f',
          ...theme.applyStyles('dark', { bgcolor: '#10301a', color: '#c8ecc9' }),
        })}
      >
        <Typography variant="body2">All changes are published.</Typography>
      </Box>
    </Box>
  );
}
