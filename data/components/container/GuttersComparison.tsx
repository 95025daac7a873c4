import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

function Row({ label }: { label: string }) {
  return (
    <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 1, py: 0.5 }}>
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

export default function GuttersComparison() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 2 }}>
      <Box sx={{ outline: 1, outlineColor: 'divider', py: 1 }}>
        <Container maxWidth="sm">
          <Row label="Default gutters: 16px on phones, 24px from sm" />
        </Container>
      </Box>
      <Box sx={{ outline: 1, outlineColor: 'divider', py: 1 }}>
        <Container maxWidth="sm" disableGutters>
          <Row label="disableGutters: content touches the container edge" />
        </Container>
      </Box>
    </Box>
  );
}
