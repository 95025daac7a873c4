import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function TextUtilities() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 340 }}>
      <CardContent>
        <Typography variant="overline" component="p" color="success">
          In stock
        </Typography>
        <Typography variant="h6" component="h3" noWrap title="Ergonomic mesh office chair with adjustable lumbar support">
          Ergonomic mesh office chair with adjustable lumbar support
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Breathable back, 4D armrests and a seat that slides forward for taller people.
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 2 }}>
          <Typography variant="h5" component="p" color="primary">
            €349
          </Typography>
          <Typography variant="body2" color="text.secondary">
            was <s>€429</s>
          </Typography>
        </Box>
        <Typography variant="caption" component="p" align="right" color="error">
          Offer ends Sunday
        </Typography>
      </CardContent>
    </Card>
  );
}
