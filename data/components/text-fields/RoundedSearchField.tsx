import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// A reusable field: rounded corners and a thicker outline on focus.
const PillField = styled(TextField)(({ theme }) => ({
  '& .MuiOutlinedInput-root': {
    borderRadius: 999,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
      borderWidth: 3,
    },
  },
}));

export default function RoundedSearchField() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <PillField label="Newsletter email" size="small" placeholder="you@example.com" />
      <TextField
        label="Coupon code"
        defaultValue="SPRING25"
        sx={{
          '& .MuiInputBase-input': { fontFamily: 'monospace', letterSpacing: 2 },
          '& .MuiInputLabel-root.Mui-focused': { color: 'success.main' },
          '& .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline': {
            borderColor: 'success.main',
          },
        }}
      />
    </Stack>
  );
}
