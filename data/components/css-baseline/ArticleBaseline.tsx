import * as React from 'react';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';

// HTML that comes from a CMS or a Markdown renderer, not from React components.
const html = `
<h3>Shipping update</h3>
<p>Orders placed before <strong>2 pm</strong> now leave the warehouse the same day.
Read the <a href="https://www.w3.org/WAI/">accessibility statement</a> for our carrier's app.</p>
<p>Use the code <code>FASTSHIP</code> at checkout.</p>`;

export default function ArticleBaseline() {
  return (
    <ScopedCssBaseline
      component="article"
      sx={(theme) => ({
        p: 2,
        maxWidth: 520,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        '& h3': { ...theme.typography.h6, mt: 0, mb: 1 },
        '& p': { mt: 0, mb: 1.5 },
        '& a': { color: 'primary.main', textUnderlineOffset: '2px' },
        '& code': {
          fontFamily: 'monospace',
          px: 0.5,
          borderRadius: 0.5,
          bgcolor: 'action.hover',
        },
      })}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
