import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

const allCities = ['Amsterdam', 'Athens', 'Auckland', 'Bangkok', 'Barcelona', 'Berlin', 'Bogotá', 'Boston',
  'Cairo', 'Cape Town', 'Chicago', 'Copenhagen', 'Dublin', 'Lagos', 'Lima', 'Lisbon', 'London', 'Madrid',
  'Melbourne', 'Montreal', 'Mumbai', 'Nairobi', 'Osaka', 'Oslo', 'Paris', 'Prague', 'Seoul', 'Tokyo'];

// Stands in for a server call: filters in memory, answers after 500 ms.
function fetchCities(query: string): Promise<string[]> {
  const needle = query.trim().toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => resolve(allCities.filter((city) => city.toLowerCase().includes(needle)).slice(0, 8)), 500);
  });
}

export default function AsyncCitySearch() {
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<string[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [value, setValue] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (inputValue.trim() === '') {
      setOptions(value ? [value] : []);
      setLoading(false);
      return undefined;
    }
    let active = true; // ignore answers to outdated queries
    setLoading(true);
    fetchCities(inputValue).then((results) => {
      if (active) {
        // Keep the selected city among the options, or the component warns.
        setOptions(value && !results.includes(value) ? [value, ...results] : results);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [inputValue, value]);

  return (
    <Autocomplete
      sx={{ maxWidth: 320 }}
      options={options}
      value={value}
      onChange={(event, newValue) => setValue(newValue)}
      onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
      filterOptions={(x) => x}
      loading={loading}
      noOptionsText={inputValue ? 'No matching city' : 'Start typing a city'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Destination"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-label="Loading cities" /> : null}
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
