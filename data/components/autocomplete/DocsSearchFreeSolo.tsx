import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const recentSearches = ['theme palette', 'dark mode', 'grid spacing', 'button variants'];

export default function DocsSearchFreeSolo() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Autocomplete
        freeSolo
        options={recentSearches}
        onChange={(event, value) => setSubmitted(value)}
        renderInput={(params) => (
          <TextField {...params} label="Search the docs" helperText="Type anything and press Enter" />
        )}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {submitted ? `Searching for "${submitted}"` : 'No search yet'}
      </Typography>
    </Stack>
  );
}
