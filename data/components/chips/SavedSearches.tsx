import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';

const initialSearches = ['flights to Lisbon', 'hotels in Porto', 'car hire Faro'];

export default function SavedSearches() {
  const [searches, setSearches] = React.useState(initialSearches);
  const [current, setCurrent] = React.useState<string | null>(null);

  const forget = (search: string) => {
    setSearches((items) => items.filter((item) => item !== search));
    if (current === search) {
      setCurrent(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {searches.map((search) => (
          <Chip
            key={search}
            icon={<HistoryIcon />}
            label={search}
            color={current === search ? 'primary' : 'default'}
            onClick={() => setCurrent(search)}
            onDelete={() => forget(search)}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {current ? `Searching for “${current}”…` : 'Pick a recent search to run it again.'}
      </Typography>
    </Stack>
  );
}
