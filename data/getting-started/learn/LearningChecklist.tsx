import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const steps = [
  { id: 'install', label: 'Install the packages and render a Button', stage: 'Basics' },
  { id: 'props', label: 'Change variant, color and size through props', stage: 'Basics' },
  { id: 'sx', label: 'Adjust spacing and colours with the sx prop', stage: 'Styling' },
  { id: 'theme', label: 'Create a theme with your brand colour', stage: 'Styling' },
  { id: 'layout', label: 'Lay out a page with Stack, Grid and Container', stage: 'Layout' },
  { id: 'forms', label: 'Build a controlled form with validation', stage: 'Apps' },
  { id: 'a11y', label: 'Check labels and keyboard access of your form', stage: 'Apps' },
];

export default function LearningChecklist() {
  const [done, setDone] = React.useState<string[]>(['install']);
  const toggle = (id: string) =>
    setDone((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  const progress = Math.round((done.length / steps.length) * 100);
  const stages = Array.from(new Set(steps.map((step) => step.stage)));

  return (
    <Paper variant="outlined" sx={{ maxWidth: 480 }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          Your progress: {progress}%
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-label="Learning progress" sx={{ mt: 1 }} />
      </Box>
      {stages.map((stage) => (
        <List key={stage} dense subheader={<ListSubheader>{stage}</ListSubheader>}>
          {steps
            .filter((step) => step.stage === stage)
            .map((step) => {
              const labelId = `checklist-${step.id}`;
              return (
                <ListItem key={step.id} disablePadding>
                  <ListItemButton onClick={() => toggle(step.id)}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        edge="start"
                        checked={done.includes(step.id)}
                        tabIndex={-1}
                        disableRipple
                        slotProps={{ input: { 'aria-labelledby': labelId } }}
                      />
                    </ListItemIcon>
                    <ListItemText id={labelId} primary={step.label} />
                  </ListItemButton>
                </ListItem>
              );
            })}
        </List>
      ))}
    </Paper>
  );
}
