import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function ExternalLink() {
  return (
    <Typography>
      The source code lives on{' '}
      <Link
        href="https://github.com/mui/material-ui"
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
      >
        GitHub
        <OpenInNewIcon sx={{ fontSize: '1em' }} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      </Link>
      .
    </Typography>
  );
}
