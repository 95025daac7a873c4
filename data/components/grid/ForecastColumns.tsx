import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import CloudIcon from '@mui/icons-material/Cloud';
import UmbrellaIcon from '@mui/icons-material/Umbrella';

const forecast = [
  { day: 'Mon', high: 21, sky: 'Sunny' },
  { day: 'Tue', high: 19, sky: 'Cloudy' },
  { day: 'Wed', high: 16, sky: 'Rain' },
  { day: 'Thu', high: 18, sky: 'Cloudy' },
  { day: 'Fri', high: 22, sky: 'Sunny' },
];

const icons = { Sunny: WbSunnyIcon, Cloudy: CloudIcon, Rain: UmbrellaIcon };

export default function ForecastColumns() {
  return (
    <Grid container columns={5} spacing={1} sx={{ width: '100%' }}>
      {forecast.map(({ day, high, sky }) => {
        const Icon = icons[sky as keyof typeof icons];
        return (
          <Grid key={day} size={1}>
            <Paper variant="outlined" sx={{ py: 1.5, textAlign: 'center' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {day}
              </Typography>
              <Icon titleAccess={sky} sx={{ color: 'text.secondary', my: 0.5 }} />
              <Typography variant="body2">{high}°C</Typography>
            </Paper>
          </Grid>
        );
      })}
    </Grid>
  );
}
