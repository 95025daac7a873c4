import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function ArticleHeader() {
  const titleId = React.useId();

  return (
    <Box component="article" aria-labelledby={titleId} sx={{ maxWidth: 560 }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        Engineering
      </Typography>
      {/* Styled like an h4, but an h3 in the document outline. */}
      <Typography id={titleId} variant="h4" component="h3" gutterBottom>
        How we cut our build time in half
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary' }} gutterBottom>
        Caching, smaller bundles and one surprising lint rule.
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
        By Priya Natarajan · 8 min read
      </Typography>
      <Typography variant="body1" gutterBottom>
        Our continuous integration pipeline took 24 minutes on an average pull request. Most of it
        was spent reinstalling dependencies that had not changed.
      </Typography>
      <Typography variant="body1">
        The first fix was a cache keyed on the lockfile; see the{' '}
        <Link href="/guides/minimizing-bundle-size/">bundle size guide</Link> for the second.
      </Typography>
    </Box>
  );
}
