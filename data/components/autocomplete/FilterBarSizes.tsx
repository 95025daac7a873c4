import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const statuses = ['Backlog', 'To do', 'In progress', 'In review', 'Done'];
const owners = ['Ama', 'Bea', 'Chidi', 'Dmitri', 'Esra'];

export default function FilterBarSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 560 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Autocomplete
          size="small"
          sx={{ flex: 1 }}
          options={statuses}
          defaultValue="In progress"
          renderInput={(params) => <TextField {...params} label="Status" />}
        />
        <Autocomplete
          size="small"
          multiple
          sx={{ flex: 2 }}
          options={owners}
          defaultValue={['Bea', 'Esra']}
          renderInput={(params) => <TextField {...params} label="Owners" />}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Autocomplete
          sx={{ flex: 1 }}
          options={statuses}
          defaultValue="In progress"
          renderInput={(params) => <TextField {...params} label="Status" variant="filled" />}
        />
        <Autocomplete
          multiple
          sx={{ flex: 2 }}
          options={owners}
          defaultValue={['Bea', 'Esra']}
          renderInput={(params) => <TextField {...params} label="Owners" variant="filled" />}
        />
      </Stack>
    </Stack>
  );
}
