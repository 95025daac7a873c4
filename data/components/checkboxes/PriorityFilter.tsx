import Checkbox, { CheckboxProps } from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

// The checkbox takes the color the issue tracker uses for each priority.
const priorities: { label: string; color: CheckboxProps['color']; shown: boolean }[] = [
  { label: 'Blocker', color: 'error', shown: true },
  { label: 'High', color: 'warning', shown: true },
  { label: 'Normal', color: 'primary', shown: true },
  { label: 'Low', color: 'success', shown: false },
  { label: 'Idea', color: 'secondary', shown: false },
  { label: 'Untriaged', color: 'default', shown: true },
];

export default function PriorityFilter() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Show issues with priority</FormLabel>
      <FormGroup row>
        {priorities.map((priority) => (
          <FormControlLabel
            key={priority.label}
            label={priority.label}
            control={<Checkbox color={priority.color} defaultChecked={priority.shown} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
