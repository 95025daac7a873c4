import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Zone {
  id: string;
  city: string;
  region: string;
  offset: string;
}

// Sorted by region: groupBy only groups neighbouring options.
const zones: Zone[] = [
  { id: 'Africa/Lagos', city: 'Lagos', region: 'Africa', offset: 'UTC+1' },
  { id: 'Africa/Nairobi', city: 'Nairobi', region: 'Africa', offset: 'UTC+3' },
  { id: 'America/Chicago', city: 'Chicago', region: 'Americas', offset: 'UTC−6' },
  { id: 'America/New_York', city: 'New York', region: 'Americas', offset: 'UTC−5' },
  { id: 'America/Sao_Paulo', city: 'São Paulo', region: 'Americas', offset: 'UTC−3' },
  { id: 'Asia/Kolkata', city: 'Kolkata', region: 'Asia', offset: 'UTC+5:30' },
  { id: 'Asia/Tokyo', city: 'Tokyo', region: 'Asia', offset: 'UTC+9' },
  { id: 'Europe/Berlin', city: 'Berlin', region: 'Europe', offset: 'UTC+1' },
  { id: 'Europe/Lisbon', city: 'Lisbon', region: 'Europe', offset: 'UTC+0' },
];

export default function GroupedTimeZones() {
  return (
    <Autocomplete
      sx={{ maxWidth: 320 }}
      options={zones}
      groupBy={(zone) => zone.region}
      getOptionLabel={(zone) => `${zone.city} (${zone.offset})`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderInput={(params) => <TextField {...params} label="Time zone" />}
    />
  );
}
