import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

type Area = { id: string; label: string; owns: string[]; where: { text: string; href: string } };

const areas: Area[] = [
  {
    id: 'core',
    label: 'Core components',
    owns: [
      'Material UI components and their accessibility',
      'MUI System, theming and styling engines',
      'Icons packages',
    ],
    where: { text: 'mui/material-ui', href: 'https://github.com/mui/material-ui' },
  },
  {
    id: 'x',
    label: 'MUI X',
    owns: ['Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View'],
    where: { text: 'mui/mui-x', href: 'https://github.com/mui/mui-x' },
  },
  {
    id: 'design',
    label: 'Design',
    owns: ['Component design and visual quality', 'Design kits for design tools', 'Templates and the website'],
    where: { text: 'Design kits in the MUI Store', href: 'https://mui.com/store/' },
  },
  {
    id: 'docs',
    label: 'Docs and infrastructure',
    owns: [
      'Documentation site and demos',
      'Build, test and release tooling',
      'Code infrastructure shared by the repositories',
    ],
    where: { text: 'The docs folders of each repository', href: 'https://github.com/mui/material-ui/tree/master/docs' },
  },
];

export default function TeamAreas() {
  const [current, setCurrent] = React.useState('core');
  const area = areas.find((item) => item.id === current) ?? areas[0];

  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <Tabs
        value={current}
        onChange={(event, value: string) => setCurrent(value)}
        variant="scrollable"
        aria-label="Areas of work"
      >
        {areas.map((item) => (
          <Tab key={item.id} value={item.id} label={item.label} id={`area-tab-${item.id}`} aria-controls="area-panel" />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="area-panel"
        aria-labelledby={`area-tab-${area.id}`}
        sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography variant="subtitle2" component="h3">
          Looks after
        </Typography>
        <List dense>
          {area.owns.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2">
          Work happens in: <Link href={area.where.href}>{area.where.text}</Link>
        </Typography>
      </Box>
    </Paper>
  );
}
