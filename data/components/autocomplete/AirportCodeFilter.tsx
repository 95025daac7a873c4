import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam' },
  { code: 'ATH', city: 'Athens' },
  { code: 'BCN', city: 'Barcelona' },
  { code: 'BER', city: 'Berlin' },
  { code: 'CDG', city: 'Paris' },
  { code: 'CPH', city: 'Copenhagen' },
  { code: 'LHR', city: 'London' },
  { code: 'LIS', city: 'Lisbon' },
  { code: 'MAD', city: 'Madrid' },
  { code: 'MUC', city: 'Munich' },
];

// Match the start of the code only: "MA" finds MAD, not Amsterdam or Athens.
const filterByCode = createFilterOptions<Airport>({
  matchFrom: 'start',
  stringify: (airport) => airport.code,
  trim: true,
});

export default function AirportCodeFilter() {
  return (
    <Autocomplete
      sx={{ width: 300 }}
      options={airports}
      filterOptions={filterByCode}
      getOptionLabel={(airport) => `${airport.code} · ${airport.city}`}
      renderInput={(params) => <TextField {...params} label="Departure airport" helperText="Type the airport code" />}
    />
  );
}
