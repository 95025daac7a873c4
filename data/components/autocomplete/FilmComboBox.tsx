import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Film {
  label: string;
  year: number;
}

const films: Film[] = [
  { label: 'Casablanca', year: 1942 },
  { label: 'Seven Samurai', year: 1954 },
  { label: 'Vertigo', year: 1958 },
  { label: 'Lawrence of Arabia', year: 1962 },
  { label: 'Spirited Away', year: 2001 },
  { label: 'Amélie', year: 2001 },
  { label: 'Parasite', year: 2019 },
];

export default function FilmComboBox() {
  const [value, setValue] = React.useState<Film | null>(films[2]);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Autocomplete
        options={films}
        value={value}
        onChange={(event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
        renderInput={(params) => <TextField {...params} label="Favourite film" />}
      />
      <Typography variant="body2" color="text.secondary">
        value: {value ? `${value.label} (${value.year})` : 'null'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        inputValue: &quot;{inputValue}&quot;
      </Typography>
    </Stack>
  );
}
