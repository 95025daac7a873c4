import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

// A funding widget for your own project; the figures are placeholders.
const goal = { label: 'Monthly goal: one maintenance day a week', target: 1200, raised: 780, currency: 'USD' };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: goal.currency, maximumFractionDigits: 0 });

export default function FundingGoal() {
  const percent = Math.min(100, Math.round((goal.raised / goal.target) * 100));

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 400 }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Support this project
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
          {goal.label}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Progress towards the monthly goal"
          sx={{ height: 8, borderRadius: 4, my: 1.5 }}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">{money.format(goal.raised)} per month</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {percent}% of {money.format(goal.target)}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions>
        <Button variant="contained" startIcon={<FavoriteBorderIcon />} href="#how-to-become-a-sponsor">
          Become a backer
        </Button>
      </CardActions>
    </Card>
  );
}
