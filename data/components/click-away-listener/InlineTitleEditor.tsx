import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function InlineTitleEditor() {
  const [title, setTitle] = React.useState('Quarterly planning');
  const [draft, setDraft] = React.useState(title);
  const [editing, setEditing] = React.useState(false);

  const save = () => {
    setTitle(draft.trim() || title);
    setEditing(false);
  };

  const cancel = () => {
    setDraft(title);
    setEditing(false);
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      {editing ? (
        // Clicking anywhere else saves, like a spreadsheet cell.
        <ClickAwayListener onClickAway={save}>
          <TextField
            label="Board title"
            size="small"
            fullWidth
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
              if (event.key === 'Escape') cancel();
            }}
          />
        </ClickAwayListener>
      ) : (
        <ButtonBase
          onClick={() => setEditing(true)}
          aria-label={`Board title: ${title}. Edit`}
          sx={{ borderRadius: 1, px: 1, py: 0.5, '&:hover': { bgcolor: 'action.hover' } }}
        >
          <Typography variant="h6" component="span">
            {title}
          </Typography>
        </ButtonBase>
      )}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        Click the title to rename the board. Enter or a click elsewhere saves, Escape cancels.
      </Typography>
    </Box>
  );
}
