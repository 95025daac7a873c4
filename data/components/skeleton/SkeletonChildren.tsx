import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

function Member({ loading }: { loading: boolean }) {
  const avatar = <Avatar sx={{ bgcolor: 'primary.main' }}>AO</Avatar>;
  const name = <Typography>Ada Okafor · Product design</Typography>;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {/* With children, the skeleton copies their size and hides them. */}
      {loading ? <Skeleton variant="circular">{avatar}</Skeleton> : avatar}
      {loading ? <Skeleton width="100%">{name}</Skeleton> : name}
    </Box>
  );
}

export default function SkeletonChildren() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 320 }}>
      <Member loading={loading} />
      <Button variant="outlined" size="small" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Show content' : 'Show skeleton'}
      </Button>
    </Box>
  );
}
