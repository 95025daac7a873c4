import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const pages = [
  { href: '?view=overview', label: 'Overview', summary: 'Atlas: 3 milestones, 42 open issues.' },
  { href: '?view=issues', label: 'Issues', summary: 'Issues: 42 open, 318 closed.' },
  { href: '?view=releases', label: 'Releases', summary: 'Releases: v2.4.0 was published last week.' },
];

// Ctrl/⌘/Shift-click opens the link in the browser's own way;
// a plain click is handled in the page, as a client-side router would do.
function isPlainClick(event: React.SyntheticEvent) {
  const mouse = event.nativeEvent as MouseEvent;
  return !(mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey);
}

export default function ProjectNavTabs() {
  const [current, setCurrent] = React.useState(pages[0].href);
  const page = pages.find((item) => item.href === current) ?? pages[0];

  return (
    <Box sx={{ width: '100%' }}>
      <Box component="nav" aria-label="Project Atlas">
        <Tabs
          value={current}
          onChange={(event, href: string) => {
            if (isPlainClick(event)) {
              setCurrent(href);
            }
          }}
          aria-label="Project pages"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {pages.map((item) => (
            <Tab
              key={item.href}
              component="a"
              href={item.href}
              value={item.href}
              label={item.label}
              aria-current={item.href === current ? 'page' : undefined}
              onClick={(event: React.MouseEvent) => {
                if (isPlainClick(event)) {
                  event.preventDefault();
                }
              }}
            />
          ))}
        </Tabs>
      </Box>
      <Typography sx={{ pt: 2 }}>{page.summary}</Typography>
    </Box>
  );
}
