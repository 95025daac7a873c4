import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';

// One renderOption for every Autocomplete under this theme. ownerState.getOptionLabel is each
// component's own label function, so options of any shape render.
const withOptionRows = (outer: Theme): Theme => {
  const base = outer?.palette ? outer : createTheme(); // no app theme around it (a sandbox): start from the default
  return {
    ...base,
    components: {
      ...base.components,
      MuiAutocomplete: {
        defaultProps: {
          renderOption: (props, option, { selected }, ownerState) => {
            const { key, ...optionProps } = props;
            return (
              <Box
                component="li"
                key={key}
                {...optionProps}
                sx={{ justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}
              >
                {ownerState.getOptionLabel(option)}
                {selected ? <CheckIcon fontSize="small" color="primary" /> : null}
              </Box>
            );
          },
        },
      },
    },
  };
};

const warehouses = [
  { code: 'RTM-1', city: 'Rotterdam' },
  { code: 'LYS-2', city: 'Lyon' },
  { code: 'POZ-1', city: 'Poznań' },
];

export default function ThemedOptionRows() {
  return (
    <ThemeProvider theme={withOptionRows}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Autocomplete
          sx={{ width: 240 }}
          options={warehouses}
          getOptionLabel={(warehouse) => `${warehouse.city} (${warehouse.code})`}
          renderInput={(params) => <TextField {...params} label="Ship from" />}
        />
        <Autocomplete
          sx={{ width: 240 }}
          options={['DHL Express', 'DPD', 'FedEx', 'GLS', 'PostNL', 'UPS']}
          renderInput={(params) => <TextField {...params} label="Carrier" />}
        />
      </Stack>
    </ThemeProvider>
  );
}
