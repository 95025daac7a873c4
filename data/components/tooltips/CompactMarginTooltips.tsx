import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip, { tooltipClasses } from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import CodeIcon from '@mui/icons-material/Code';

// The gap is the tooltip's margin on the side facing the button (14 px by default),
// chosen by the popper's current placement. `&.${tooltipClasses.popper}` makes the
// selectors more specific than the built-in ones.
const compactPopper = {
  sx: {
    [`&.${tooltipClasses.popper}[data-popper-placement*="bottom"] .${tooltipClasses.tooltip}`]: { marginTop: '4px' },
    [`&.${tooltipClasses.popper}[data-popper-placement*="top"] .${tooltipClasses.tooltip}`]: { marginBottom: '4px' },
  },
};

const formats = [
  { label: 'Bold (Ctrl+B)', icon: <FormatBoldIcon fontSize="small" /> },
  { label: 'Italic (Ctrl+I)', icon: <FormatItalicIcon fontSize="small" /> },
  { label: 'Underline (Ctrl+U)', icon: <FormatUnderlinedIcon fontSize="small" /> },
  { label: 'Strikethrough', icon: <StrikethroughSIcon fontSize="small" /> },
  { label: 'Inline code', icon: <CodeIcon fontSize="small" /> },
];

export default function CompactMarginTooltips() {
  return (
    <Paper variant="outlined" role="toolbar" aria-label="Text formatting" sx={{ display: 'inline-flex' }}>
      {formats.map((format) => (
        <Tooltip key={format.label} title={format.label} slotProps={{ popper: compactPopper }}>
          <IconButton size="small" sx={{ borderRadius: 1 }}>
            {format.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Paper>
  );
}
