import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';

// Borderless buttons with gaps between them, for a toolbar look.
const ToolbarGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  gap: theme.spacing(0.5),
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    margin: theme.spacing(0.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
  },
}));

export default function FormattingToolbar() {
  const [alignment, setAlignment] = React.useState('left');
  const [formats, setFormats] = React.useState<string[]>(['italic']);

  return (
    <Paper elevation={0} sx={{ display: 'inline-flex', flexWrap: 'wrap', border: 1, borderColor: 'divider' }}>
      <ToolbarGroup
        size="small"
        value={alignment}
        exclusive
        onChange={(event, next: string | null) => next && setAlignment(next)}
        aria-label="Alignment"
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Align center">
          <FormatAlignCenterIcon />
        </ToggleButton>
      </ToolbarGroup>
      <Divider flexItem orientation="vertical" sx={{ my: 1 }} />
      <ToolbarGroup size="small" value={formats} onChange={(event, next: string[]) => setFormats(next)} aria-label="Formatting">
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
      </ToolbarGroup>
    </Paper>
  );
}
