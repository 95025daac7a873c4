import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

const channels = {
  bug: {
    label: 'Something looks broken',
    place: 'GitHub issues',
    advice: 'Search first, then open an issue with a minimal reproduction and the versions you use.',
    href: 'https://github.com/mui/material-ui/issues',
  },
  howto: {
    label: 'I do not know how to do something',
    place: 'Stack Overflow, tag material-ui',
    advice: 'Include the code you tried and what happened. Answers stay searchable for the next person.',
    href: 'https://stackoverflow.com/questions/tagged/material-ui',
  },
  idea: {
    label: 'I have an idea or want to discuss a design',
    place: 'GitHub Discussions',
    advice: 'Describe the problem before the solution, and link related issues.',
    href: 'https://github.com/mui/material-ui/discussions',
  },
  chat: {
    label: 'I want to share a project or chat',
    place: 'Discord',
    advice: 'Good for showing your work and meeting other developers; ask how-to questions on Stack Overflow.',
    href: 'https://mui.com/r/discord/',
  },
} as const;

type Need = keyof typeof channels;

export default function WhereToAsk() {
  const [need, setNeed] = React.useState<Need>('bug');
  const channel = channels[need];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <FormControl>
        <FormLabel id="need-label">What do you have?</FormLabel>
        <RadioGroup aria-labelledby="need-label" value={need} onChange={(event) => setNeed(event.target.value as Need)}>
          {(Object.keys(channels) as Need[]).map((key) => (
            <FormControlLabel key={key} value={key} control={<Radio />} label={channels[key].label} />
          ))}
        </RadioGroup>
      </FormControl>
      <Card variant="outlined" sx={{ flex: 1, minWidth: 220 }} aria-live="polite">
        <CardContent>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Go to
          </Typography>
          <Typography variant="h6" component="p">
            {channel.place}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {channel.advice}
          </Typography>
        </CardContent>
        <CardActions>
          <Button size="small" href={channel.href} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
            Open {channel.place.split(',')[0]}
          </Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
