import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Channel {
  id: number;
  name: string;
}

// Stands in for the chat server: the whole list, answered after a second.
function fetchChannels(): Promise<Channel[]> {
  const names = [
    'announcements',
    'design-reviews',
    'frontend',
    'incidents',
    'random',
    'release-train',
    'support-escalations',
  ];
  return new Promise((resolve) => {
    setTimeout(() => resolve(names.map((name, index) => ({ id: index + 1, name }))), 1000);
  });
}

export default function LoadOnOpenChannels() {
  const [open, setOpen] = React.useState(false);
  const [channels, setChannels] = React.useState<Channel[] | null>(null);
  const loading = open && channels === null;

  const handleOpen = () => {
    setOpen(true);
    if (channels === null) {
      fetchChannels().then(setChannels); // first opening only; later openings reuse the list
    }
  };

  return (
    <Autocomplete
      sx={{ width: 300 }}
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      options={channels ?? []}
      loading={loading}
      loadingText="Loading channels…"
      getOptionLabel={(channel) => `#${channel.name}`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Post to channel"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-label="Loading channels" /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
