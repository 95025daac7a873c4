import * as React from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function SkillTags() {
  const [skills, setSkills] = React.useState(['React', 'TypeScript', 'Accessibility', 'GraphQL']);
  const [draft, setDraft] = React.useState('');

  const addSkill = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = draft.trim();
    if (value && !skills.some((skill) => skill.toLowerCase() === value.toLowerCase())) {
      setSkills([...skills, value]);
    }
    setDraft('');
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <form onSubmit={addSkill}>
        <TextField
          label="Add a skill"
          helperText="Press Enter to add it"
          size="small"
          fullWidth
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </form>
      <Paper
        variant="outlined"
        component="ul"
        aria-label="Skills"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 1, m: 0 }}
      >
        {skills.map((skill) => (
          <li key={skill}>
            <Chip
              label={skill}
              onDelete={() => setSkills(skills.filter((item) => item !== skill))}
            />
          </li>
        ))}
        {skills.length === 0 && (
          <li>
            <Typography variant="body2" sx={{ color: 'text.secondary', p: 0.5 }}>
              No skills yet
            </Typography>
          </li>
        )}
      </Paper>
    </Stack>
  );
}
