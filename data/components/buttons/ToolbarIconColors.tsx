import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const formats = [
  { id: 'bold', label: 'Bold', icon: <FormatBoldIcon /> },
  { id: 'italic', label: 'Italic', icon: <FormatItalicIcon /> },
  { id: 'underline', label: 'Underline', icon: <FormatUnderlinedIcon /> },
];

export default function ToolbarIconColors() {
  const [active, setActive] = React.useState<string[]>(['bold']);

  const toggle = (id: string) =>
    setActive((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label="Comment formatting"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, p: 0.5 }}
    >
      {formats.map((format) => {
        const on = active.includes(format.id);
        return (
          <IconButton
            key={format.id}
            aria-label={format.label}
            aria-pressed={on}
            color={on ? 'primary' : 'default'}
            onClick={() => toggle(format.id)}
          >
            {format.icon}
          </IconButton>
        );
      })}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Resolve thread" color="success">
        <TaskAltIcon />
      </IconButton>
      <IconButton aria-label="Delete comment" color="error">
        <DeleteOutlineIcon />
      </IconButton>
    </Paper>
  );
}
