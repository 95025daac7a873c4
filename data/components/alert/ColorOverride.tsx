import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';

export default function ColorOverride() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* A success icon, but a calm blue: the sprint closed as planned, nothing to celebrate. */}
      <Alert severity="success" color="info">
        Sprint 14 closed. 3 unfinished issues moved to Sprint 15.
      </Alert>
      {/* A warning icon on red: not broken yet, but already past the limit the team agreed on. */}
      <Alert severity="warning" color="error">
        The design review is 4 days overdue and blocks the release.
      </Alert>
    </Stack>
  );
}
