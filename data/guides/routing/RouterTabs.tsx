import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, MemoryRouter, Route, Routes, matchPath, useLocation } from 'react-router';

const sections = [
  { path: '/components/tabs/', label: 'Tabs', body: 'Switch between views of one context; each tab can be a route.' },
  { path: '/components/breadcrumbs/', label: 'Breadcrumbs', body: 'Show where the page sits in the hierarchy, each level a link.' },
  { path: '/components/pagination/', label: 'Pagination', body: 'Split long results into pages, with the page in the URL.' },
];

// The selected tab follows the URL, not local state: the back button and a shared link both work.
function useCurrentSection(patterns: string[]) {
  const { pathname } = useLocation();
  return patterns.find((pattern) => matchPath(pattern, pathname) !== null) ?? false;
}

function ProjectTabs() {
  const current = useCurrentSection(sections.map((section) => section.path));
  return (
    <Tabs value={current} aria-label="Navigation components">
      {sections.map((section) => (
        <Tab key={section.path} label={section.label} value={section.path} to={section.path} component={RouterLink} />
      ))}
    </Tabs>
  );
}

export default function RouterTabs() {
  return (
    <MemoryRouter initialEntries={['/components/breadcrumbs/']}>
      <Box sx={{ width: '100%' }}>
        <ProjectTabs />
        <Box sx={{ p: 2 }}>
          <Routes>
            {sections.map((section) => (
              <Route key={section.path} path={section.path} element={<Typography variant="body2">{section.body}</Typography>} />
            ))}
          </Routes>
        </Box>
      </Box>
    </MemoryRouter>
  );
}
