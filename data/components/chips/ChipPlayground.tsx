import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import MusicNoteIcon from '@mui/icons-material/MusicNote';

const options = {
  variant: ['filled', 'outlined'],
  color: ['default', 'primary', 'secondary', 'success', 'error', 'info', 'warning'],
  size: ['medium', 'small'],
  adornment: ['none', 'icon', 'avatar'],
} as const;

type Settings = { [K in keyof typeof options]: (typeof options)[K][number] };

const avatarCode = "<Avatar sx={{ bgcolor: 'text.primary', color: 'background.paper' }}>J</Avatar>";

export default function ChipPlayground() {
  const [settings, setSettings] = React.useState<Settings>({
    variant: 'filled',
    color: 'default',
    size: 'medium',
    adornment: 'none',
  });
  const [clickable, setClickable] = React.useState(false);
  const [deletable, setDeletable] = React.useState(false);
  const [plays, setPlays] = React.useState(0);
  const { variant, color, size, adornment } = settings;

  const code = [
    'label="Jazz"',
    variant !== 'filled' && `variant="${variant}"`,
    color !== 'default' && `color="${color}"`,
    size !== 'medium' && `size="${size}"`,
    adornment === 'icon' && 'icon={<MusicNoteIcon />}',
    adornment === 'avatar' && `avatar={${avatarCode}}`,
    clickable && 'onClick={handleClick}',
    deletable && 'onDelete={handleDelete}',
  ]
    .filter(Boolean)
    .map((line) => `  ${line}`);

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          minHeight: 80,
        }}
      >
        <Chip
          label="Jazz"
          variant={variant}
          color={color}
          size={size}
          icon={adornment === 'icon' ? <MusicNoteIcon /> : undefined}
          avatar={
            adornment === 'avatar' ? (
              <Avatar sx={{ bgcolor: 'text.primary', color: 'background.paper' }}>J</Avatar>
            ) : undefined
          }
          onClick={clickable ? () => setPlays((count) => count + 1) : undefined}
          onDelete={deletable ? () => setDeletable(false) : undefined}
        />
        {clickable && (
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>Played {plays} times</Box>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(Object.keys(options) as (keyof Settings)[]).map((name) => (
          <TextField
            key={name}
            select
            size="small"
            label={name}
            value={settings[name]}
            onChange={(event) => setSettings({ ...settings, [name]: event.target.value })}
            sx={{ minWidth: 120 }}
          >
            {options[name].map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={clickable} onChange={(event) => setClickable(event.target.checked)} />
          }
          label="onClick"
        />
        <FormControlLabel
          control={
            <Switch checked={deletable} onChange={(event) => setDeletable(event.target.checked)} />
          }
          label="onDelete"
        />
      </Stack>
      <Paper
        variant="outlined"
        component="pre"
        sx={{
          m: 0,
          p: 2,
          typography: 'body2',
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`<Chip\n${code.join('\n')}\n/>`}
      </Paper>
    </Stack>
  );
}
