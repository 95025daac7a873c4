import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HeadphonesIcon from '@mui/icons-material/Headphones';

export default function CartLineItem() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 520, mx: 'auto' }}>
      <Grid container spacing={2}>
        <Grid item>
          <Box
            role="img"
            aria-label="Studio headphones, black"
            sx={{
              width: 112,
              height: 112,
              borderRadius: 1,
              bgcolor: 'action.selected',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <HeadphonesIcon sx={{ fontSize: 48 }} color="action" />
          </Box>
        </Grid>
        {/* Takes the rest of the row; wraps under the picture when too narrow. */}
        <Grid item xs={12} sm container>
          {/* A column container: details at the top, the action pushed to the bottom.
              No xs/sm/... on its children (they would set heights) and no spacing here. */}
          <Grid item xs container direction="column" sx={{ justifyContent: 'space-between' }}>
            <Grid item>
              <Typography variant="subtitle1" component="p">
                Studio headphones
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Black · closed-back · 32 Ω
              </Typography>
              <Typography variant="body2" color="text.secondary">
                In stock, ships tomorrow
              </Typography>
            </Grid>
            <Grid item>
              <Button size="small" color="error">
                Remove
              </Button>
            </Grid>
          </Grid>
          <Grid item>
            <Typography variant="subtitle1" component="p">
              €149.00
            </Typography>
          </Grid>
        </Grid>
      </Grid>
    </Paper>
  );
}
