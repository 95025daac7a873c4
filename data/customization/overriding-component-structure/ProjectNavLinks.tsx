import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';

const sections = [
  { href: '?section=board', label: 'Board', icon: <DashboardOutlinedIcon /> },
  { href: '?section=timeline', label: 'Timeline', icon: <TimelineOutlinedIcon /> },
  { href: '?section=milestones', label: 'Milestones', icon: <FlagOutlinedIcon /> },
  { href: '?section=members', label: 'Members', icon: <GroupOutlinedIcon /> },
];

export default function ProjectNavLinks() {
  const [current, setCurrent] = React.useState(sections[0].href);
  const navRef = React.useRef<HTMLElement>(null);
  const [markup, setMarkup] = React.useState('');

  // Read the rendered elements back after mounting, to show which tags the roots became.
  React.useEffect(() => {
    const nav = navRef.current;
    if (nav) {
      const link = nav.querySelector('a');
      setMarkup(`<${nav.tagName.toLowerCase()}> › <${link?.tagName.toLowerCase()} href="${link?.getAttribute('href')}">`);
    }
  }, []);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      {/* The List's root becomes <nav>, each ListItemButton's root becomes <a>. */}
      <List ref={navRef} component="nav" aria-label="Project Atlas" sx={{ width: 240, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {sections.map((section) => (
          <ListItemButton
            key={section.href}
            component="a"
            href={section.href}
            selected={current === section.href}
            aria-current={current === section.href ? 'page' : undefined}
            onClick={(event: React.MouseEvent) => {
              // A client-side router would do this for you; here the page stays put.
              event.preventDefault();
              setCurrent(section.href);
            }}
          >
            <ListItemIcon>{section.icon}</ListItemIcon>
            <ListItemText primary={section.label} />
          </ListItemButton>
        ))}
      </List>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary', maxWidth: 320 }}>
        {markup || 'Rendered markup appears here once the demo has mounted.'}
      </Typography>
    </Box>
  );
}
