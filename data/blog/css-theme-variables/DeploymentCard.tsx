import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';

const Card = styled('section')(({ theme }) => ({
  maxWidth: 380,
  padding: theme.spacing(2.5),
  borderRadius: theme.spacing(1.5),
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  boxShadow: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 12px rgba(15, 23, 42, 0.06)',
  // Shadows barely show on a dark surface: use a lighter border instead.
  ...theme.applyStyles('dark', {
    boxShadow: 'none',
    borderColor: (theme.vars || theme).palette.grey[800],
  }),
}));

const StatusPill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0.25, 1),
  borderRadius: 999,
  ...theme.typography.caption,
  fontWeight: 600,
  color: (theme.vars || theme).palette.success.dark,
  // The channel token lets the browser apply the opacity to the current scheme's colour.
  backgroundColor: theme.vars
    ? `rgba(${theme.vars.palette.success.mainChannel} / 0.12)`
    : alpha(theme.palette.success.main, 0.12),
  ...theme.applyStyles('dark', {
    color: (theme.vars || theme).palette.success.light,
  }),
  '&::before': {
    content: '""',
    width: 6,
    height: 6,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
  },
}));

export default function DeploymentCard() {
  return (
    <Card aria-labelledby="deployment-title">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="deployment-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          checkout-service
        </Typography>
        <StatusPill>Live</StatusPill>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Build 4812 deployed to production from main, 3 of 3 health checks passing.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" size="small">
          View logs
        </Button>
        <Button variant="outlined" size="small">
          Roll back
        </Button>
      </Box>
    </Card>
  );
}
