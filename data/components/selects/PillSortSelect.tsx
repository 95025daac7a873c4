import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import NativeSelect from '@mui/material/NativeSelect';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';

// Style the input once; both Select and NativeSelect accept it through `input`.
const PillInput = styled(InputBase)(({ theme }) => ({
  '& .MuiInputBase-input': {
    borderRadius: 999,
    padding: '8px 16px',
    fontSize: 14,
    fontWeight: 500,
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
    border: '1px solid transparent',
    transition: theme.transitions.create(['border-color', 'background-color']),
    '&:focus': {
      borderRadius: 999,
      backgroundColor: (theme.vars ?? theme).palette.background.paper,
      borderColor: (theme.vars ?? theme).palette.primary.main,
    },
  },
  '& .MuiSelect-icon, & .MuiNativeSelect-icon': {
    right: 8,
    color: (theme.vars ?? theme).palette.text.secondary,
  },
}));

export default function PillSortSelect() {
  const sortId = React.useId();
  const viewId = React.useId();
  const [sort, setSort] = React.useState('recent');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <FormControl>
        <FormLabel id={sortId} sx={{ mb: 0.5, fontSize: 14 }}>
          Sort library by
        </FormLabel>
        <Select
          labelId={sortId}
          value={sort}
          onChange={(event: SelectChangeEvent) => setSort(event.target.value)}
          input={<PillInput />}
          IconComponent={KeyboardArrowDownRounded}
        >
          <MenuItem value="recent">Recently played</MenuItem>
          <MenuItem value="added">Recently added</MenuItem>
          <MenuItem value="artist">Artist</MenuItem>
          <MenuItem value="title">Title</MenuItem>
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel htmlFor={viewId} sx={{ mb: 0.5, fontSize: 14 }}>
          Show
        </FormLabel>
        <NativeSelect
          id={viewId}
          defaultValue="albums"
          input={<PillInput />}
          IconComponent={KeyboardArrowDownRounded}
        >
          <option value="albums">Albums</option>
          <option value="playlists">Playlists</option>
          <option value="podcasts">Podcasts</option>
        </NativeSelect>
      </FormControl>
    </Stack>
  );
}
