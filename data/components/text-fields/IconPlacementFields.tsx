import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import Input from '@mui/material/Input';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AlbumIcon from '@mui/icons-material/Album';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';

export default function IconPlacementFields() {
  const id = React.useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-end' }}>
      {/* 1. An Input composed by hand, icon as a start adornment. */}
      <FormControl variant="standard">
        <InputLabel htmlFor={id}>Track title</InputLabel>
        <Input
          id={id}
          defaultValue="Blue in Green"
          startAdornment={
            <InputAdornment position="start">
              <MusicNoteIcon />
            </InputAdornment>
          }
        />
      </FormControl>
      {/* 2. The same idea on a TextField, through slotProps.input. */}
      <TextField
        label="Album"
        variant="standard"
        defaultValue="Kind of Blue"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <AlbumIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {/* 3. The icon outside the field, next to it. */}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <QueueMusicIcon sx={{ color: 'action.active', mb: 0.5 }} />
        <TextField label="Playlist" variant="standard" defaultValue="Late night" />
      </Box>
    </Stack>
  );
}
