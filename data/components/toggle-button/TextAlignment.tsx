import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';

type Alignment = 'left' | 'center' | 'right' | 'justify';

export default function TextAlignment() {
  const [alignment, setAlignment] = React.useState<Alignment>('left');

  const handleChange = (event: React.MouseEvent<HTMLElement>, next: Alignment | null) => {
    // Clicking the selected button sends null: ignore it so one option stays selected.
    if (next !== null) {
      setAlignment(next);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <ToggleButtonGroup value={alignment} exclusive onChange={handleChange} aria-label="Text alignment">
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Align center">
          <FormatAlignCenterIcon />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align right">
          <FormatAlignRightIcon />
        </ToggleButton>
        <ToggleButton value="justify" aria-label="Justify" disabled>
          <FormatAlignJustifyIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ textAlign: alignment, color: 'text.secondary' }}>
        The harbour was quiet that morning. Fishing boats rocked at their moorings while the
        first ferry of the day pulled away from the pier.
      </Typography>
    </Stack>
  );
}
