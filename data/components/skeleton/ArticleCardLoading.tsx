import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ArticleCardLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
        sx={{ mb: 1 }}
      />
      <Card variant="outlined" aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton variant="circular" width={40} height={40} animation="wave" />
            ) : (
              <Avatar sx={{ bgcolor: 'secondary.main' }}>RK</Avatar>
            )
          }
          title={loading ? <Skeleton width="50%" animation="wave" /> : 'Rina Kato'}
          subheader={loading ? <Skeleton width="30%" animation="wave" /> : '6 min read'}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={140} animation="wave" />
        ) : (
          <Box
            role="img"
            aria-label="Abstract teal and indigo gradient"
            sx={{ height: 140, background: 'linear-gradient(135deg, #00897b, #3949ab)' }}
          />
        )}
        <CardContent>
          {loading ? (
            <>
              <Skeleton animation="wave" />
              <Skeleton animation="wave" width="85%" />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              What we learned moving our design tokens to CSS variables, and the three mistakes we
              would avoid next time.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
