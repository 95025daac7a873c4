import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import FavoriteIcon from '@mui/icons-material/Favorite';

export default function FabColorsAndVariants() {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Fab color="primary" aria-label="Add contact">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit note">
        <EditIcon />
      </Fab>
      <Fab aria-label="Save to favorites">
        <FavoriteIcon />
      </Fab>
      <Fab variant="extended" color="primary">
        <NavigationIcon sx={{ mr: 1 }} />
        Start route
      </Fab>
      <Fab disabled aria-label="Add contact (unavailable)">
        <AddIcon />
      </Fab>
    </Stack>
  );
}
