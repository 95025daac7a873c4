import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography, { TypographyProps } from '@mui/material/Typography';

const variants: TypographyProps['variant'][] = ['h3', 'h5', 'body1', 'caption'];

export default function SkeletonTypography() {
  return (
    <Grid container spacing={4} sx={{ width: '100%' }}>
      <Grid size={6}>
        {variants.map((variant) => (
          <Typography key={variant} variant={variant} component="div">
            <Skeleton />
          </Typography>
        ))}
      </Grid>
      <Grid size={6}>
        {variants.map((variant) => (
          <Typography key={variant} variant={variant} component="div">
            {`Typography ${variant}`}
          </Typography>
        ))}
      </Grid>
    </Grid>
  );
}
