import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

const HeartsRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconFilled': {
    color: (theme.vars ?? theme).palette.error.main,
  },
  '& .MuiRating-iconHover': {
    color: (theme.vars ?? theme).palette.error.dark,
  },
}));

export default function HeartRating() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">How much did you like this playlist?</Typography>
        <HeartsRating
          name="playlist-love"
          defaultValue={3}
          icon={<Favorite fontSize="inherit" />}
          emptyIcon={<FavoriteBorder fontSize="inherit" />}
          getLabelText={(value) => `${value} heart${value !== 1 ? 's' : ''}`}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Difficulty (out of 10)</Typography>
        <Rating name="difficulty" defaultValue={6} max={10} size="small" />
      </Box>
    </Box>
  );
}
