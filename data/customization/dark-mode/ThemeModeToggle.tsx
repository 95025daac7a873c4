import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';

type Mode = 'light' | 'system' | 'dark';

const messages = [
  { from: 'Priya Raman', subject: 'Venue shortlist for the offsite' },
  { from: 'Tomás Ortega', subject: 'Re: Q3 budget, second draft' },
  { from: 'Lena Fischer', subject: 'Design review moved to Thursday' },
];

export default function ThemeModeToggle() {
  // Local state: this preview must not change the mode of the page around it.
  const [mode, setMode] = React.useState<Mode>('system');
  // false on the server and the first render, then the real preference once mounted.
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolvedMode = mode === 'system' ? (systemPrefersDark ? 'dark' : 'light') : mode;

  // One theme per resolved mode, rebuilt only when it changes.
  const theme = React.useMemo(() => createTheme({ palette: { mode: resolvedMode } }), [resolvedMode]);

  return (
    <Box sx={{ width: '100%', maxWidth: 440 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
        aria-label="Preview colour mode"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="light">
          <LightModeOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} /> Light
        </ToggleButton>
        <ToggleButton value="system">
          <SettingsBrightnessOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} /> System
        </ToggleButton>
        <ToggleButton value="dark">
          <DarkModeOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} /> Dark
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {mode === 'system' ? `Following the system: ${resolvedMode}` : `Fixed to ${resolvedMode}`}
      </Typography>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ bgcolor: 'background.default' }}>
          <List aria-label="Inbox preview" dense>
            {messages.map((message) => (
              <ListItem key={message.from} divider>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                    {message.from.charAt(0)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={message.subject}
                  secondary={message.from}
                  sx={{ color: 'text.primary' }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      </ThemeProvider>
    </Box>
  );
}
