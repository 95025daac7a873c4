import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const files = [
  'quarterly-financial-report-final-v3-approved-by-board.pdf',
  'brand-guidelines.fig',
  'customer-interviews-transcripts-march-and-april-combined.docx',
];

export default function FileListTruncation() {
  const [truncate, setTruncate] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 320 }}>
      <FormControlLabel
        control={<Switch checked={truncate} onChange={(event) => setTruncate(event.target.checked)} />}
        label="Truncate long names"
      />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {files.map((file) => (
          <Box component="li" key={file} sx={{ px: 2, py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            <Typography
              variant="body2"
              title={file}
              sx={
                truncate
                  ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
                  : { overflowWrap: 'anywhere' }
              }
            >
              {file}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
