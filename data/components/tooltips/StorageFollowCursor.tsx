import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const segments = [
  { label: 'Photos', size: 48, color: 'primary.main' },
  { label: 'Music', size: 26, color: 'secondary.main' },
  { label: 'Apps', size: 14, color: 'success.main' },
  { label: 'Free', size: 40, color: 'action.selected' },
];
const total = segments.reduce((sum, segment) => sum + segment.size, 0);

export default function StorageFollowCursor() {
  const headingId = React.useId();

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="body2" id={headingId} sx={{ mb: 1 }}>
        Storage: 88 GB of 128 GB used
      </Typography>
      <Box
        role="list"
        aria-labelledby={headingId}
        sx={{ display: 'flex', height: 28, borderRadius: 1, overflow: 'hidden' }}
      >
        {segments.map((segment) => (
          <Tooltip
            key={segment.label}
            title={`${segment.label}: ${segment.size} GB`}
            followCursor
          >
            <Box
              role="listitem"
              sx={{ flexGrow: segment.size / total, bgcolor: segment.color }}
            />
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
