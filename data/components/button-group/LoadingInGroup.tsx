import * as React from 'react';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import SyncIcon from '@mui/icons-material/Sync';
import CloudDoneIcon from '@mui/icons-material/CloudDone';

export default function LoadingInGroup() {
  const [syncing, setSyncing] = React.useState(false);

  const handleSync = () => {
    setSyncing(true);
    window.setTimeout(() => setSyncing(false), 2000);
  };

  return (
    <ButtonGroup variant="outlined" disableElevation aria-label="Sync controls">
      <Button startIcon={<CloudDoneIcon />} disabled={syncing}>
        Up to date
      </Button>
      <Button loading={syncing} loadingPosition="start" startIcon={<SyncIcon />} onClick={handleSync}>
        Sync now
      </Button>
    </ButtonGroup>
  );
}
