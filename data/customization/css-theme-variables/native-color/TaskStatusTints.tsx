import type {} from '@mui/material/themeCssVarsAugmentation';
import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, styled, type Theme } from '@mui/material/styles';

// Two themes that differ only in nativeColor (prefixes and roots keep the previews apart from the page).
const themes = {
  native: createTheme({
    cssVariables: { nativeColor: true, cssVarPrefix: 'tasks-n', rootSelector: '.tasks-native' },
  }),
  classic: createTheme({
    cssVariables: { cssVarPrefix: 'tasks-c', rootSelector: '.tasks-classic' },
  }),
};
type Variant = keyof typeof themes;
type Status = 'success' | 'warning' | 'error';

// One style function for both themes: only the theme's own color methods are used.
const TaskRow = styled('div', { shouldForwardProp: (prop) => prop !== 'status' })<{ status: Status }>(
  ({ theme, status }) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    padding: theme.spacing(1, 1.5),
    borderLeft: `4px solid ${theme.lighten(theme.palette[status].main, 0.2)}`,
    backgroundColor: theme.alpha(theme.vars.palette[status].main, 0.12),
    color: theme.vars.palette.text.primary,
    '& .TaskRow-status': {
      marginLeft: 'auto',
      fontWeight: 600,
      color: theme.darken(theme.palette[status].main, 0.5),
    },
  }),
);

const tasks: { title: string; status: Status; label: string }[] = [
  { title: 'Migrate billing to the new API', status: 'success', label: 'Done' },
  { title: 'Review onboarding copy', status: 'warning', label: 'Due Friday' },
  { title: 'Fix export timeout on large projects', status: 'error', label: 'Blocked' },
];

// The calls the rows make, printed with what the selected theme returns.
const calls: [string, (theme: Theme) => string][] = [
  ['theme.alpha(theme.vars.palette.success.main, 0.12)', (t) => t.alpha(t.vars.palette.success.main, 0.12)],
  ['theme.lighten(theme.palette.success.main, 0.2)', (t) => t.lighten(t.palette.success.main, 0.2)],
  ['theme.darken(theme.palette.success.main, 0.5)', (t) => t.darken(t.palette.success.main, 0.5)],
];

export default function TaskStatusTints() {
  const [variant, setVariant] = React.useState<Variant>('native');
  const theme = themes[variant];

  return (
    <Box sx={{ width: '100%', maxWidth: 520 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={variant}
        onChange={(_event, next: Variant | null) => next && setVariant(next)}
        aria-label="Theme"
        sx={{ mb: 1.5 }}
      >
        <ToggleButton value="native">nativeColor: true</ToggleButton>
        <ToggleButton value="classic">nativeColor: false</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Stack
          className={`tasks-${variant}`}
          spacing={1}
          sx={{ bgcolor: 'background.paper', p: 1, borderRadius: 1 }}
        >
          {tasks.map((task) => (
            <TaskRow key={task.title} status={task.status}>
              <Typography variant="body2">{task.title}</Typography>
              <Typography variant="body2" className="TaskRow-status">
                {task.label}
              </Typography>
            </TaskRow>
          ))}
        </Stack>
      </ThemeProvider>
      <Box component="dl" sx={{ mt: 1.5, mb: 0, typography: 'caption', color: 'text.secondary' }}>
        {calls.map(([call, run]) => (
          <React.Fragment key={call}>
            <dt>{call}</dt>
            <Box component="dd" sx={{ ml: 2, mb: 0.5, fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {run(theme)}
            </Box>
          </React.Fragment>
        ))}
      </Box>
    </Box>
  );
}
