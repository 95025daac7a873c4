import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const skills = [
  'TypeScript',
  'React',
  'Accessibility',
  'GraphQL',
  'Design systems',
  'Node.js',
  'Testing',
  'Figma',
  'PostgreSQL',
  'Docker',
  'Performance',
  'Mentoring',
];

export default function SkillTagsFlexGap() {
  const [useFlexGap, setUseFlexGap] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={
          <Switch checked={useFlexGap} onChange={(event) => setUseFlexGap(event.target.checked)} />
        }
        label="useFlexGap"
        sx={{ mb: 1 }}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap={useFlexGap}
        sx={{ flexWrap: 'wrap', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {skills.map((skill) => (
          <Chip key={skill} label={skill} variant="outlined" />
        ))}
      </Stack>
    </Box>
  );
}
