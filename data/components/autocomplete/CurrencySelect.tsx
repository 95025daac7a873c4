import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Currency {
  code: string;
  name: string;
  symbol: string;
}

const currencies: Currency[] = [
  { code: 'AUD', name: 'Australian dollar', symbol: 'A$' },
  { code: 'BRL', name: 'Brazilian real', symbol: 'R$' },
  { code: 'CAD', name: 'Canadian dollar', symbol: 'C$' },
  { code: 'CHF', name: 'Swiss franc', symbol: 'Fr' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'Pound sterling', symbol: '£' },
  { code: 'INR', name: 'Indian rupee', symbol: '₹' },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥' },
  { code: 'KRW', name: 'South Korean won', symbol: '₩' },
  { code: 'MXN', name: 'Mexican peso', symbol: 'Mex$' },
  { code: 'NGN', name: 'Nigerian naira', symbol: '₦' },
  { code: 'USD', name: 'US dollar', symbol: '$' },
];

export default function CurrencySelect() {
  return (
    <Autocomplete
      sx={{ width: 320 }}
      options={currencies}
      autoHighlight
      getOptionLabel={(currency) => `${currency.code} – ${currency.name}`}
      renderOption={(props, currency) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                minWidth: 44,
                py: 0.25,
                borderRadius: 1,
                textAlign: 'center',
                fontWeight: 600,
                bgcolor: 'action.selected',
              }}
            >
              {currency.symbol}
            </Box>
            {currency.name}
            <Box component="span" sx={{ ml: 'auto', color: 'text.secondary' }}>
              {currency.code}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Billing currency"
          slotProps={{
            // Keep the component's input props; only ask the browser not to offer saved values.
            htmlInput: { ...params.inputProps, autoComplete: 'new-password' },
          }}
        />
      )}
    />
  );
}
