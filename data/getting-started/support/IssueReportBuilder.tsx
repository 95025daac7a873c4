import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { version } from '@mui/material/version';

const fields = [
  { key: 'component', label: 'Component', placeholder: 'autocomplete' },
  { key: 'summary', label: 'One-line summary', placeholder: 'Clear button removes disabled chips' },
  { key: 'sandbox', label: 'Sandbox link', placeholder: 'https://stackblitz.com/edit/...' },
  { key: 'steps', label: 'Steps to reproduce', placeholder: '1. Select two options\n2. Click the clear button' },
  { key: 'expected', label: 'Expected behaviour', placeholder: 'Disabled chips stay' },
  { key: 'actual', label: 'Actual behaviour', placeholder: 'All chips are removed' },
] as const;

type Report = Record<(typeof fields)[number]['key'], string>;

export default function IssueReportBuilder() {
  const [report, setReport] = React.useState<Report>({ component: '', summary: '', sandbox: '', steps: '', expected: '', actual: '' });
  const [copied, setCopied] = React.useState(false);

  const title = `[${report.component || 'component'}] ${report.summary || 'summary'}`;
  const body = [
    `### Steps to reproduce\n\nLink to live example: ${report.sandbox || '(required)'}\n\n${report.steps}`,
    `### Current behavior\n\n${report.actual}`,
    `### Expected behavior\n\n${report.expected}`,
    `### Your environment\n\n@mui/material ${version}, React ${React.version}, browser: (name and version)`,
  ].join('\n\n');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Stack spacing={1.5}>
        {fields.map((field) => (
          <TextField
            key={field.key}
            size="small"
            label={field.label}
            placeholder={field.placeholder}
            multiline={field.key === 'steps'}
            minRows={field.key === 'steps' ? 2 : undefined}
            value={report[field.key]}
            onChange={(event) => setReport({ ...report, [field.key]: event.target.value })}
          />
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, overflow: 'auto', bgcolor: 'action.hover' }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
          {body}
        </Box>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          sx={{ mt: 1 }}
          onClick={() => navigator.clipboard?.writeText(`${title}\n\n${body}`).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy report'}
        </Button>
      </Paper>
    </Box>
  );
}
