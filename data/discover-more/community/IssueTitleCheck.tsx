import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';

const vague = /^(it )?(does ?n[o']?t work|bug|help|broken|issue)\.?$/i;

// Checks a title against the conventions used in the MUI repositories.
function checks(title: string) {
  const match = /^\[([^\]]+)\]\s*(.*)$/.exec(title.trim());
  const summary = match ? match[2] : title.trim();
  return [
    { label: 'Starts with the component in brackets, like [Select]', ok: Boolean(match && match[1].trim()) },
    { label: 'Has a summary of at least four words', ok: summary.split(/\s+/).filter(Boolean).length >= 4 },
    { label: 'Says what happens, not just "does not work"', ok: summary.length > 0 && !vague.test(summary) },
    { label: 'Fits on one line (under 80 characters)', ok: title.trim().length > 0 && title.trim().length < 80 },
  ];
}

export default function IssueTitleCheck() {
  const [title, setTitle] = React.useState("[Select] Menu doesn't close when the value is cleared");
  const results = checks(title);

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 520 }}>
      <TextField
        fullWidth
        label="Issue title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        helperText={`${results.filter((result) => result.ok).length} of ${results.length} checks pass`}
      />
      <List dense aria-label="Title checks">
        {results.map((result) => (
          <ListItem key={result.label}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {result.ok ? (
                <CheckCircleIcon color="success" fontSize="small" titleAccess="Pass" />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" fontSize="small" titleAccess="Not yet" />
              )}
            </ListItemIcon>
            <ListItemText primary={result.label} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
