import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

const snapshots = [
  { visitors: 1284, conversion: '3.1%' },
  { visitors: 1342, conversion: '3.4%' },
  { visitors: 1297, conversion: '3.2%' },
];

export default function WidgetRefresh() {
  const [loading, setLoading] = React.useState(false);
  const [index, setIndex] = React.useState(0);

  const refresh = () => {
    setLoading(true);
    setTimeout(() => {
      setIndex((i) => (i + 1) % snapshots.length);
      setLoading(false);
    }, 1500);
  };

  return (
    <Card variant="outlined" sx={{ position: 'relative', maxWidth: 320 }} aria-busy={loading}>
      <CardHeader
        title="Today"
        slotProps={{ title: { component: 'h3', variant: 'h6' } }}
        action={
          <IconButton aria-label="Refresh statistics" onClick={refresh} disabled={loading}>
            <RefreshIcon />
          </IconButton>
        }
      />
      <CardContent>
        <Typography variant="h4" component="p">
          {snapshots[index].visitors}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          visitors · {snapshots[index].conversion} conversion
        </Typography>
      </CardContent>
      <Backdrop
        open={loading}
        sx={(theme) => ({
          position: 'absolute',
          backgroundColor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.7),
        })}
      >
        <CircularProgress size={32} />
      </Backdrop>
    </Card>
  );
}
