import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';

const sizes = ['small', 'medium', 'large'] as const;

export default function FabSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Fab key={size} size={size} color="primary" aria-label={`Add item (${size})`}>
            <AddIcon />
          </Fab>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Fab key={size} size={size} variant="extended" color="secondary">
            <EditIcon sx={{ mr: 1 }} />
            Compose
          </Fab>
        ))}
      </Stack>
    </Stack>
  );
}
