import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CircleIcon from '@mui/icons-material/Circle';
import TuneIcon from '@mui/icons-material/Tune';

interface TaskLabel {
  name: string;
  hint: string;
  color: string; // a decorative dot, never behind text
}

const allLabels: TaskLabel[] = [
  { name: 'Backend', hint: 'API, jobs and database', color: '#6d4c41' },
  { name: 'Blocked', hint: 'Waiting on someone else', color: '#d32f2f' },
  { name: 'Design', hint: 'Needs mock-ups or review', color: '#8e24aa' },
  { name: 'Frontend', hint: 'Screens and components', color: '#1e88e5' },
  { name: 'Quick win', hint: 'Under an hour of work', color: '#43a047' },
  { name: 'Research', hint: 'Open questions to settle', color: '#f9a825' },
  { name: 'Tech debt', hint: 'Clean-up with no visible change', color: '#546e7a' },
];

// Renders the option list in place, under the filter field, instead of in a second floating layer.
function InlinePopper({ disablePortal, anchorEl, open, children, ...other }: PopperProps) {
  return <div {...other}>{children as React.ReactNode}</div>;
}

export default function TaskLabelPicker() {
  const [labels, setLabels] = React.useState<TaskLabel[]>([allLabels[2], allLabels[3]]);
  const [pending, setPending] = React.useState<TaskLabel[]>([]);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);

  const openPicker = (event: React.MouseEvent<HTMLElement>) => {
    setPending(labels);
    setAnchorEl(event.currentTarget);
  };
  const closePicker = () => {
    setLabels(pending); // changes apply when the picker closes, like a checklist
    anchorEl?.focus();
    setAnchorEl(null);
  };

  // Applied labels first, then the rest, fixed for as long as the picker is open.
  const ordered = React.useMemo(() => [...labels, ...allLabels.filter((label) => !labels.includes(label))], [labels]);

  return (
    <Box sx={{ width: 300 }}>
      <Button
        size="small"
        color="inherit"
        endIcon={<TuneIcon />}
        onClick={openPicker}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchorEl)}
        sx={{ mb: 1 }}
      >
        Labels
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {labels.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No labels yet
          </Typography>
        ) : (
          labels.map((label) => (
            <Chip
              key={label.name}
              size="small"
              variant="outlined"
              label={label.name}
              icon={<CircleIcon sx={{ '&&': { color: label.color } }} />}
            />
          ))
        )}
      </Box>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex: 'modal' }}>
        <ClickAwayListener onClickAway={closePicker}>
          <Paper elevation={8} role="dialog" aria-label="Apply labels" sx={{ width: 300, p: 1 }}>
            <Typography variant="body2" sx={{ px: 1, py: 0.5, fontWeight: 'fontWeightMedium' }}>
              Apply labels to this task
            </Typography>
            <Autocomplete
              open
              multiple
              disableCloseOnSelect
              forcePopupIcon={false}
              value={pending}
              onChange={(event, newValue, reason) => {
                // Backspace in the empty filter would remove a label silently: ignore it.
                if (
                  event.type === 'keydown' &&
                  (event as React.KeyboardEvent).key === 'Backspace' &&
                  reason === 'removeOption'
                ) {
                  return;
                }
                setPending(newValue);
              }}
              onClose={(event, reason) => {
                if (reason === 'escape') closePicker();
              }}
              options={ordered}
              getOptionLabel={(label) => label.name}
              renderValue={() => null}
              noOptionsText="No matching label"
              slots={{ popper: InlinePopper }}
              slotProps={{ paper: { elevation: 0 }, listbox: { sx: { maxHeight: 260 } } }}
              renderOption={(props, label, { selected }) => {
                const { key, ...optionProps } = props;
                return (
                  <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
                    <CheckIcon fontSize="small" color="primary" sx={{ visibility: selected ? 'visible' : 'hidden' }} />
                    <CircleIcon fontSize="small" sx={{ color: label.color }} />
                    <Box>
                      <Typography variant="body2">{label.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {label.hint}
                      </Typography>
                    </Box>
                  </Box>
                );
              }}
              renderInput={(params) => (
                <TextField {...params} autoFocus size="small" label="Filter labels" sx={{ mt: 1 }} />
              )}
            />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}
