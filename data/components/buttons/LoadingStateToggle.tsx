import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import PublishIcon from '@mui/icons-material/Publish';
import ScheduleIcon from '@mui/icons-material/Schedule';

export default function LoadingStateToggle() {
  const [loading, setLoading] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Simulate a slow request"
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button variant="outlined" loading={loading}>
          Save draft
        </Button>
        <Button
          variant="outlined"
          loading={loading}
          loadingPosition="start"
          startIcon={<ScheduleIcon />}
        >
          Schedule
        </Button>
        <Button
          variant="contained"
          loading={loading}
          loadingPosition="end"
          endIcon={<PublishIcon />}
        >
          Publish
        </Button>
        <Button variant="text" loading={loading} loadingIndicator="Syncing…">
          Sync now
        </Button>
        <IconButton aria-label="Sync with the cloud" loading={loading}>
          <CloudSyncIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
