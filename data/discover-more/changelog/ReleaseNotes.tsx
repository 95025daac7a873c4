import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Change = { area: string; text: string; pr: number };
type Release = { version: string; summary: string; sections: { title: string; changes: Change[] }[] };

// Sample release notes for an imaginary in-house app, in the same shape as the Material UI changelog.
const releases: Release[] = [
  {
    version: '2.4.0',
    summary: 'Adds a compact table density and fixes two focus bugs.',
    sections: [
      {
        title: 'Features',
        changes: [{ area: 'Orders table', text: 'Add a compact density option', pr: 412 }],
      },
      {
        title: 'Bug fixes',
        changes: [
          { area: 'Search', text: 'Return focus to the field after clearing it', pr: 418 },
          { area: 'Dialog', text: 'Trap focus inside the invite dialog', pr: 415 },
        ],
      },
    ],
  },
  {
    version: '2.3.1',
    summary: 'A patch release with one fix.',
    sections: [
      {
        title: 'Bug fixes',
        changes: [{ area: 'Invoices', text: 'Round totals to two decimals', pr: 407 }],
      },
    ],
  },
];

export default function ReleaseNotes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      {releases.map((release, index) => (
        <Paper key={release.version} variant="outlined" component="article" aria-labelledby={`v-${release.version}`}>
          <Box sx={{ px: 2, pt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography id={`v-${release.version}`} variant="h6" component="h3">
              v{release.version}
            </Typography>
            {index === 0 ? <Chip label="Latest" color="primary" size="small" /> : null}
          </Box>
          <Typography variant="body2" sx={{ px: 2, color: 'text.secondary' }}>
            {release.summary}
          </Typography>
          {release.sections.map((section) => (
            <List key={section.title} dense subheader={<ListSubheader disableSticky>{section.title}</ListSubheader>}>
              {section.changes.map((change) => (
                <ListItem key={change.pr} sx={{ gap: 1, alignItems: 'baseline' }}>
                  <Chip label={change.area} size="small" variant="outlined" />
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {change.text}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    PR #{change.pr}
                  </Typography>
                </ListItem>
              ))}
            </List>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
