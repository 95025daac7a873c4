import * as React from 'react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

type Check = { label: string; usedFor: string; test: () => boolean };

const checks: Check[] = [
  {
    label: 'CSS custom properties',
    usedFor: 'theme.vars and colour schemes',
    test: () => CSS.supports('--accent: 0'),
  },
  {
    label: ':focus-visible',
    usedFor: 'keyboard focus styles',
    test: () => CSS.supports('selector(:focus-visible)'),
  },
  {
    label: 'color-mix()',
    usedFor: 'the nativeColor theme option',
    test: () => CSS.supports('color', 'color-mix(in srgb, red, blue)'),
  },
  {
    label: 'Relative colour syntax',
    usedFor: 'the nativeColor theme option',
    test: () => CSS.supports('color', 'oklch(from red l c h / 0.5)'),
  },
];

export default function BrowserFeatureCheck() {
  // null until the effect runs: the server cannot know which browser will hydrate the page.
  const [results, setResults] = React.useState<boolean[] | null>(null);

  React.useEffect(() => {
    setResults(checks.map((check) => check.test()));
  }, []);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 480 }}>
      <List dense aria-label="Browser features">
        {checks.map((check, index) => {
          const result = results?.[index];
          let chip = <Chip size="small" label="Checking" />;
          if (result === true) {
            chip = <Chip size="small" color="success" label="Supported" />;
          } else if (result === false) {
            chip = <Chip size="small" color="warning" label="Missing" />;
          }
          return (
            <ListItem key={check.label} secondaryAction={chip}>
              <ListItemText primary={check.label} secondary={`Used by ${check.usedFor}`} />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
