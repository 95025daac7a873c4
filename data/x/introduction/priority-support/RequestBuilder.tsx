import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const products = [
  { value: 'data grid', label: 'Data Grid' },
  { value: 'pickers', label: 'Date and Time Pickers' },
  { value: 'charts', label: 'Charts' },
  { value: 'tree view', label: 'Tree View' },
];

const checks = [
  { id: 'repro', label: 'A live reproduction link (no licence key in it)' },
  { id: 'steps', label: 'Numbered steps, expected and actual behaviour' },
  { id: 'env', label: 'The output of npx @mui/envinfo and the browser' },
  { id: 'impact', label: 'The impact: release blocked, production affected, workaround' },
  { id: 'latest', label: 'Tested with the latest version' },
];

export default function RequestBuilder() {
  const [product, setProduct] = React.useState('data grid');
  const [summary, setSummary] = React.useState('Expanding a group resets the scroll position');
  const [done, setDone] = React.useState<Record<string, boolean>>({ repro: true });

  const count = checks.filter((c) => done[c.id]).length;
  const ready = count === checks.length;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Product"
          value={product}
          onChange={(event) => setProduct(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {products.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Summary"
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
          fullWidth
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Issue title
      </Typography>
      <Box sx={{ fontFamily: 'monospace', p: 1, mt: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}>
        [question] [{product}] {summary.trim() || '…'}
      </Box>
      <FormGroup sx={{ mt: 2 }}>
        {checks.map((c) => (
          <FormControlLabel
            key={c.id}
            control={
              <Checkbox
                checked={Boolean(done[c.id])}
                onChange={(event) => setDone({ ...done, [c.id]: event.target.checked })}
              />
            }
            label={c.label}
          />
        ))}
      </FormGroup>
      <LinearProgress
        variant="determinate"
        value={(count / checks.length) * 100}
        aria-label="Request completeness"
        color={ready ? 'success' : 'primary'}
        sx={{ mt: 1 }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {ready
          ? 'Ready for pre-screening. Validate your support key right after opening the issue.'
          : `${checks.length - count} item(s) missing before the pre-screening can pass quickly.`}
      </Typography>
    </Paper>
  );
}
