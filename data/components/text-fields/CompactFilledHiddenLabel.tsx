import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function CompactFilledHiddenLabel() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <TextField
        hiddenLabel
        variant="filled"
        defaultValue="assigned:me status:open"
        slotProps={{ htmlInput: { 'aria-label': 'Filter tasks' } }}
      />
      <TextField
        hiddenLabel
        variant="filled"
        size="small"
        defaultValue="due:this-week"
        slotProps={{ htmlInput: { 'aria-label': 'Filter by due date' } }}
      />
    </Stack>
  );
}
