import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/GridLegacy';
import Typography from '@mui/material/Typography';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

export default function PhoneDialer() {
  return (
    // Width limits go on a parent: mx on the container would cancel its negative margin.
    <Box sx={{ width: '100%', maxWidth: 560, mx: 'auto' }}>
      <Grid container spacing={3}>
        <Grid item xs={12} sm={5} sx={{ textAlign: 'center' }}>
          <Avatar
            sx={{ mx: 'auto', mb: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            MR
          </Avatar>
          <Typography variant="subtitle1" component="p">
            Maya Roberts
          </Typography>
          <Typography variant="body2" color="text.secondary">
            +44 20 7946 0321
          </Typography>
        </Grid>
        <Grid item xs={12} sm={7}>
          {/* A container inside an item: its own 12 columns and its own, smaller spacing. */}
          <Grid container spacing={1}>
            {keys.map((key) => (
              <Grid item xs={4} key={key}>
                <Button fullWidth variant="outlined" aria-label={`Dial ${key}`}>
                  {key}
                </Button>
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>
    </Box>
  );
}
