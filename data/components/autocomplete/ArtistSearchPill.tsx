import Autocomplete from '@mui/material/Autocomplete';
import SearchIcon from '@mui/icons-material/Search';
import { styled } from '@mui/material/styles';

const artists = [
  'Arooj Aftab',
  'Björk',
  'Caetano Veloso',
  'Fela Kuti',
  'Hiromi',
  'Khruangbin',
  'Nils Frahm',
  'Rosalía',
  'Tinariwen',
  'Yussef Dayes',
];

const Pill = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 2),
  borderRadius: 999,
  backgroundColor: (theme.vars || theme).palette.action.hover,
  color: (theme.vars || theme).palette.text.secondary,
  '&:focus-within': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}` },
  '& input': {
    flex: 1,
    minWidth: 0,
    padding: theme.spacing(1, 0),
    border: 0,
    outline: 0,
    background: 'none',
    font: 'inherit',
    color: (theme.vars || theme).palette.text.primary,
  },
}));

export default function ArtistSearchPill() {
  return (
    <Autocomplete
      sx={{ width: 320 }}
      options={artists}
      renderInput={(params) => (
        // The ref marks the element the popup lines up with; the input props carry the combobox wiring.
        <Pill ref={params.InputProps.ref}>
          <SearchIcon fontSize="small" />
          <input {...params.inputProps} aria-label="Search artists" placeholder="Search artists" />
        </Pill>
      )}
    />
  );
}
