import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import ShareIcon from '@mui/icons-material/Share';

// Every component built on ButtonBase reads this default, so one entry covers
// buttons, icon buttons, checkboxes, tabs, list items, menu items and more.
// In your app, put the same entry in createTheme({ components: { ... } }).
// Here it extends the docs' own theme, so the demo keeps the light/dark palette.
const withoutRipple = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        // Without the ripple, keyboard focus needs another visible cue.
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
  },
});

function Controls() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="contained">Publish</Button>
      <Button variant="outlined">Preview</Button>
      <IconButton aria-label="Share article">
        <ShareIcon />
      </IconButton>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Notify followers" />
    </Stack>
  );
}

export default function RippleFreeTheme() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <div>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Default theme
        </Typography>
        <Controls />
      </div>
      <div>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          MuiButtonBase.defaultProps.disableRipple
        </Typography>
        <ThemeProvider theme={withoutRipple}>
          <Controls />
        </ThemeProvider>
      </div>
    </Box>
  );
}
