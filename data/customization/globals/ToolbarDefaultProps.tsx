import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import UndoIcon from '@mui/icons-material/Undo';

const base = { cssVariables: true, colorSchemes: { light: true, dark: true } } as const;
const libraryDefaults = createTheme(base);
const compactTools = createTheme({
  ...base,
  components: {
    // Every IconButton, every icon and every Tooltip under this theme.
    MuiIconButton: { defaultProps: { size: 'small', color: 'primary' } },
    MuiSvgIcon: { defaultProps: { fontSize: 'small' } },
    MuiTooltip: { defaultProps: { arrow: true, placement: 'bottom', enterDelay: 400 } },
  },
});

const tools = [
  { label: 'Bold', icon: <FormatBoldIcon /> },
  { label: 'Italic', icon: <FormatItalicIcon /> },
  { label: 'Bulleted list', icon: <FormatListBulletedIcon /> },
  { label: 'Insert link', icon: <InsertLinkIcon /> },
];

// The same JSX in both themes: no size, color, arrow or placement props here.
function EditorToolbar({ title, theme }: { title: string; theme: Theme }) {
  return (
    <ThemeProvider theme={theme}>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, width: 'fit-content' }}>
          {tools.map(({ label, icon }) => (
            <Tooltip key={label} title={label}>
              <IconButton aria-label={label}>{icon}</IconButton>
            </Tooltip>
          ))}
          <Divider orientation="vertical" flexItem />
          <Tooltip title="Undo">
            <IconButton aria-label="Undo">
              <UndoIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}

export default function ToolbarDefaultProps() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <EditorToolbar title="Library defaults" theme={libraryDefaults} />
      <EditorToolbar title="Theme defaultProps" theme={compactTools} />
    </Stack>
  );
}
