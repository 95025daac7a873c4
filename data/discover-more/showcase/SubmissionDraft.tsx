import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const categories = ['Admin dashboard', 'SaaS product', 'Internal tool', 'Marketing site', 'Mobile web app'];
const maxSummary = 160;

export default function SubmissionDraft() {
  const [name, setName] = React.useState('');
  const [url, setUrl] = React.useState('https://');
  const [category, setCategory] = React.useState(categories[0]);
  const [summary, setSummary] = React.useState('');
  const [stack, setStack] = React.useState('@mui/material, @mui/x-data-grid');

  const urlValid = /^https:\/\/[^\s/]+\.[^\s]+$/.test(url);
  const draft = [
    `**${name || 'App name'}** (${category})`,
    urlValid ? url : '<public https URL>',
    '',
    summary || '<what it does and who uses it>',
    '',
    `Built with: ${stack}`,
  ].join('\n');

  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <TextField label="App name" size="small" value={name} onChange={(event) => setName(event.target.value)} />
          <TextField
            label="Public URL"
            size="small"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={url !== 'https://' && !urlValid}
            helperText="A public https address"
          />
          <TextField
            select
            label="Category"
            size="small"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            {categories.map((item) => (
              <MenuItem key={item} value={item}>
                {item}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="One-line summary"
            size="small"
            multiline
            minRows={2}
            value={summary}
            onChange={(event) => setSummary(event.target.value.slice(0, maxSummary))}
            helperText={`${summary.length}/${maxSummary}`}
          />
          <TextField
            label="Packages used"
            size="small"
            value={stack}
            onChange={(event) => setStack(event.target.value)}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" component="h3" id="draft-title" sx={{ mb: 1 }}>
          Text to paste in your submission
        </Typography>
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
          <Box
            component="pre"
            sx={{ m: 0, whiteSpace: 'pre-wrap', typography: 'body2', fontFamily: 'monospace' }}
          >
            {draft}
          </Box>
        </Paper>
      </Grid>
    </Grid>
  );
}
