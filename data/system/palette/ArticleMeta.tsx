import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function ArticleMeta() {
  return (
    <Box component="article" sx={{ maxWidth: 480, p: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="overline" sx={{ color: 'secondary.main' }}>
        Engineering
      </Typography>
      <Typography variant="h6" component="h3" sx={{ color: 'text.primary' }}>
        How we cut our build time in half
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Caching, smaller bundles and a few uncomfortable deletions.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mt: 1.5, typography: 'caption' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          6 min read
        </Box>
        <Box component="span" sx={{ color: 'text.disabled' }}>
          Updated last week
        </Box>
        <Box component="span" sx={{ color: 'success.main', fontWeight: 'bold' }}>
          Editor&apos;s pick
        </Box>
      </Box>
      <Link component="button" type="button" underline="hover" sx={{ display: 'inline-block', mt: 1.5, color: 'primary.main' }}>
        Read the article
      </Link>
    </Box>
  );
}
