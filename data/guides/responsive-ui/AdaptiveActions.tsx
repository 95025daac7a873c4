import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ShareIcon from '@mui/icons-material/Share';
import EditIcon from '@mui/icons-material/Edit';
import ArchiveIcon from '@mui/icons-material/Archive';

const actions = [
  { label: 'Share', icon: <ShareIcon /> },
  { label: 'Edit', icon: <EditIcon /> },
  { label: 'Archive', icon: <ArchiveIcon /> },
];

export default function AdaptiveActions() {
  const theme = useTheme();
  // false on the server and on the first client render, then the real answer.
  const isWide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Viewport is {isWide ? 'at least' : 'narrower than'} {theme.breakpoints.values.md}px wide
      </Typography>
      <Stack direction="row" spacing={1}>
        {actions.map((action) =>
          isWide ? (
            <Button key={action.label} variant="outlined" startIcon={action.icon}>
              {action.label}
            </Button>
          ) : (
            <Tooltip key={action.label} title={action.label}>
              <IconButton aria-label={action.label}>{action.icon}</IconButton>
            </Tooltip>
          ),
        )}
      </Stack>
    </Stack>
  );
}
