import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import parse from 'autosuggest-highlight/parse';

interface Prediction {
  placeId: string;
  mainText: string;
  secondaryText: string;
  matches: Array<[number, number]>; // ranges of mainText that matched, as a places API returns them
}

const places = [
  ['Harbour Street 12', 'Leith, Edinburgh, UK'],
  ['Harbourfront Centre', 'Queens Quay W, Toronto, Canada'],
  ['Hardenbergplatz 8', 'Berlin, Germany'],
  ['Market Hall Café', 'Rotterdam, Netherlands'],
  ['Market Street 400', 'San Francisco, CA, USA'],
  ['Marina Bay Sands', 'Bayfront Avenue, Singapore'],
  ['Rua Augusta 24', 'Baixa, Lisbon, Portugal'],
  ['Rue du Marché 3', 'Geneva, Switzerland'],
];

// A simulated places service: fixed data, no network, answers after 300 ms.
function fetchPredictions(input: string): Promise<Prediction[]> {
  const query = input.toLowerCase();
  const results = places
    .filter(([main]) => main.toLowerCase().startsWith(query))
    .map(([main, secondary]) => ({
      placeId: main,
      mainText: main,
      secondaryText: secondary,
      matches: [[0, query.length]] as Array<[number, number]>,
    }));
  return new Promise((resolve) => {
    setTimeout(() => resolve(results), 300);
  });
}

function PaperWithAttribution({ children, ...props }: PaperProps) {
  return (
    <Paper {...props}>
      {children}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
      >
        Suggestions from the demo places service
      </Typography>
    </Paper>
  );
}

export default function PlaceSearch() {
  const [value, setValue] = React.useState<Prediction | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<Prediction[]>([]);

  React.useEffect(() => {
    if (inputValue === '') {
      setOptions(value ? [value] : []);
      return undefined;
    }
    let active = true;
    // Wait for a pause in typing before asking the service (a simple debounce).
    const timer = setTimeout(() => {
      fetchPredictions(inputValue).then((results) => {
        if (active)
          setOptions(value ? [value, ...results.filter((place) => place.placeId !== value.placeId)] : results);
      });
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [value, inputValue]);

  return (
    <Autocomplete
      sx={{ width: 360 }}
      options={options}
      value={value}
      autoComplete
      includeInputInList
      filterSelectedOptions
      filterOptions={(x) => x}
      noOptionsText="No places found"
      getOptionLabel={(place) => place.mainText}
      isOptionEqualToValue={(option, selected) => option.placeId === selected.placeId}
      onChange={(event, newValue) => setValue(newValue)}
      onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
      slots={{ paper: PaperWithAttribution }}
      renderOption={(props, place) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <LocationOnIcon sx={{ color: 'text.secondary', mr: 1.5 }} />
            <Box>
              {parse(place.mainText, place.matches).map((part, index) => (
                <Box
                  key={index}
                  component="span"
                  sx={{ fontWeight: part.highlight ? 'fontWeightBold' : 'fontWeightRegular' }}
                >
                  {part.text}
                </Box>
              ))}
              <Typography variant="body2" color="text.secondary">
                {place.secondaryText}
              </Typography>
            </Box>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Meeting point" fullWidth />}
    />
  );
}
