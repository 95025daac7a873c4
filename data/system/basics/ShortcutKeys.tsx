import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const shortcuts = [
  { keys: ['Ctrl', 'K'], action: 'Open the command palette' },
  { keys: ['Ctrl', 'Shift', 'P'], action: 'Publish the current draft' },
  { keys: ['G', 'I'], action: 'Go to the inbox' },
  { keys: ['?'], action: 'Show all shortcuts' },
];

export default function ShortcutKeys() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, alignItems: 'center' }}>
      {shortcuts.map((shortcut) => (
        <Box key={shortcut.action} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ display: 'flex', gap: 0.5 }}>
            {shortcut.keys.map((key) => (
              <Box
                component="kbd"
                key={key}
                sx={{
                  px: 0.75,
                  py: 0.25,
                  borderRadius: 1,
                  typography: 'caption',
                  fontFamily: 'monospace',
                  bgcolor: 'background.paper',
                  // Values the system has no shorthand for, computed from the theme.
                  minWidth: (theme) => theme.spacing(3.5),
                  textAlign: 'center',
                  border: (theme) => `1px solid ${(theme.vars || theme).palette.divider}`,
                  boxShadow: (theme) => `inset 0 -2px 0 ${(theme.vars || theme).palette.divider}`,
                }}
              >
                {key}
              </Box>
            ))}
          </Box>
          <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
            {shortcut.action}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
