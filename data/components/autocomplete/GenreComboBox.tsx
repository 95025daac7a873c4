import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// Objects with a `label` work without any extra prop; extra fields (the id) ride along.
const genres = [
  { label: 'Ambient', id: 'amb' },
  { label: 'Bossa nova', id: 'bos' },
  { label: 'Drum and bass', id: 'dnb' },
  { label: 'Folk', id: 'flk' },
  { label: 'Funk', id: 'fnk' },
  { label: 'Jazz', id: 'jaz' },
  { label: 'K-pop', id: 'kpo' },
  { label: 'Lo-fi hip hop', id: 'lof' },
  { label: 'Reggae', id: 'reg' },
  { label: 'Synthwave', id: 'syn' },
];

export default function GenreComboBox() {
  return (
    <Autocomplete
      options={genres}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Playlist genre" />}
    />
  );
}
