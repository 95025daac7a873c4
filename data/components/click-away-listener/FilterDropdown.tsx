import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import FilterListIcon from '@mui/icons-material/FilterList';

const statuses = ['Open', 'In review', 'Merged', 'Closed'];

export default function FilterDropdown() {
  const [open, setOpen] = React.useState(false);
  const [checked, setChecked] = React.useState<string[]>(['Open']);
  const panelId = React.useId();

  const toggle = (status: string) =>
    setChecked((current) => (current.includes(status) ? current.filter((s) => s !== status) : [...current, status]));

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      {/* The listener watches clicks outside this Box: the button and the panel both count as inside. */}
      <Box
        sx={{ position: 'relative', display: 'inline-block' }}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((previous) => !previous)}
        >
          Status ({checked.length})
        </Button>
        {open && (
          <Paper
            id={panelId}
            elevation={6}
            sx={{ position: 'absolute', top: 'calc(100% + 4px)', left: 0, zIndex: 1, px: 2, py: 1, width: 200 }}
          >
            <FormGroup role="group" aria-label="Pull request status">
              {statuses.map((status) => (
                <FormControlLabel
                  key={status}
                  label={status}
                  control={<Checkbox size="small" checked={checked.includes(status)} onChange={() => toggle(status)} />}
                />
              ))}
            </FormGroup>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
