import * as React from 'react';
// One module per component and per icon: the bundler only reads what is listed here.
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';

export default function EditorToolbar() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);
  const [alignment, setAlignment] = React.useState('left');

  return (
    <Paper variant="outlined" sx={{ display: 'inline-flex', flexWrap: 'wrap', p: 0.5, gap: 0.5 }}>
      <ToggleButtonGroup
        size="small"
        aria-label="Text formatting"
        value={formats}
        onChange={(event, value: string[]) => setFormats(value)}
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underlined" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Divider flexItem orientation="vertical" />
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Text alignment"
        value={alignment}
        onChange={(event, value: string | null) => value && setAlignment(value)}
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Align centre">
          <FormatAlignCenterIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </Paper>
  );
}
