import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem, { type ListItemProps } from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

interface TaskRowProps extends ListItemProps {
  overdue?: boolean;
}

// `overdue` styles the row but must not reach the DOM: shouldForwardProp filters it out.
const TaskRow = styled(ListItem, {
  shouldForwardProp: (prop) => prop !== 'overdue',
})<TaskRowProps>(({ theme }) => ({
  borderLeft: '4px solid transparent',
  borderRadius: theme.shape.borderRadius,
  variants: [
    {
      props: { overdue: true },
      style: {
        borderLeftColor: (theme.vars ?? theme).palette.error.main,
        backgroundColor: theme.alpha((theme.vars ?? theme).palette.error.main, 0.08),
      },
    },
  ],
}));

const tasks = [
  { title: 'Send the Q3 invoice to Brightline', due: 'Due 2 days ago', late: true },
  { title: 'Review the onboarding copy', due: 'Due tomorrow', late: false },
  { title: 'Renew the TLS certificate', due: 'Due yesterday', late: true },
  { title: 'Plan the team offsite', due: 'Due in 3 weeks', late: false },
];

export default function OverdueTaskStyled() {
  const [highlight, setHighlight] = React.useState(true);
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={highlight} onChange={(event) => setHighlight(event.target.checked)} />}
        label="Highlight overdue tasks"
      />
      <List dense sx={{ maxWidth: 440, display: 'grid', gap: 0.5 }}>
        {tasks.map((task) => (
          <TaskRow key={task.title} overdue={highlight && task.late}>
            <ListItemText primary={task.title} secondary={task.due} />
          </TaskRow>
        ))}
      </List>
    </div>
  );
}
