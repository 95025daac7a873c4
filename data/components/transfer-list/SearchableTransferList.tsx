import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const countries = ['Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Canada', 'Chile', 'Denmark',
  'Finland', 'France', 'Germany', 'Ireland', 'Italy', 'Japan', 'Kenya', 'Mexico', 'Norway', 'Portugal', 'Spain'];

export default function SearchableTransferList() {
  const [query, setQuery] = React.useState('');
  const [shipping, setShipping] = React.useState<string[]>(['Canada', 'France']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const available = countries.filter(
    (country) => !shipping.includes(country) && country.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const toggle = (country: string) =>
    setChecked((prev) => (prev.includes(country) ? prev.filter((c) => c !== country) : [...prev, country]));
  const checkedAvailable = available.filter((c) => checked.includes(c));
  const checkedShipping = shipping.filter((c) => checked.includes(c));

  const renderList = (label: string, items: string[]) => (
    <List dense aria-label={label} sx={{ height: 200, overflow: 'auto' }}>
      {items.length === 0 ? (
        <ListItem>
          <Typography variant="body2" color="text.secondary">Nothing to show</Typography>
        </ListItem>
      ) : (
        items.map((country) => (
          <ListItem key={country} sx={{ py: 0 }}>
            <FormControlLabel
              label={country}
              control={<Checkbox size="small" checked={checked.includes(country)} onChange={() => toggle(country)} />}
            />
          </ListItem>
        ))
      )}
    </List>
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: 240, p: 1.5 }}>
        <TextField label="Filter countries" size="small" fullWidth type="search" value={query}
          onChange={(event) => setQuery(event.target.value)} />
        {renderList('Available countries', available)}
      </Paper>
      <Stack spacing={1} direction={{ xs: 'row', sm: 'column' }}>
        <Button variant="outlined" size="small" disabled={!checkedAvailable.length}
          onClick={() => {
            setShipping([...shipping, ...checkedAvailable].sort());
            setChecked(checked.filter((c) => !checkedAvailable.includes(c)));
          }}>
          Add ({checkedAvailable.length})
        </Button>
        <Button variant="outlined" size="small" disabled={!checkedShipping.length}
          onClick={() => {
            setShipping(shipping.filter((c) => !checkedShipping.includes(c)));
            setChecked(checked.filter((c) => !checkedShipping.includes(c)));
          }}>
          Remove ({checkedShipping.length})
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ width: 240, p: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, py: 1 }}>We ship to {shipping.length} countries</Typography>
        {renderList('Shipping countries', shipping)}
      </Paper>
    </Stack>
  );
}
