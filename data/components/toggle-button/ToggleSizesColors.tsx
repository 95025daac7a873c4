import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Verdict = 'approve' | 'comment' | 'reject';

const palette = ['standard', 'primary', 'secondary', 'success', 'error'] as const;

export default function ToggleSizesColors() {
  const [verdict, setVerdict] = React.useState<Verdict | null>('reject');

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Review of pull request #482
        </Typography>
        {/* Each button sets its own color, so the highlight matches the meaning. */}
        <ToggleButtonGroup
          size="small"
          value={verdict}
          exclusive
          onChange={(event, next: Verdict | null) => setVerdict(next)}
          aria-label="Review verdict"
        >
          <ToggleButton value="approve" color="success">
            Approve
          </ToggleButton>
          <ToggleButton value="comment" color="primary">
            Comment
          </ToggleButton>
          <ToggleButton value="reject" color="error">
            Request changes
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* The same selected state in each palette color. */}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {palette.map((color) => (
          <ToggleButton key={color} value={color} selected color={color} size="small">
            {color}
          </ToggleButton>
        ))}
      </Stack>
    </Stack>
  );
}
