import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const fullPath = ['My drive', 'Projects', '2026', 'Website', 'Assets', 'Logos'];

export default function FolderBreadcrumbs() {
  const [path, setPath] = React.useState(fullPath);
  const current = path[path.length - 1];

  return (
    <Stack spacing={2}>
      <Breadcrumbs maxItems={4} itemsBeforeCollapse={1} itemsAfterCollapse={2} aria-label="Folder path">
        {path.slice(0, -1).map((folder, index) => (
          <Link
            key={folder}
            component="button"
            underline="hover"
            color="inherit"
            onClick={() => setPath(path.slice(0, index + 1))}
          >
            {folder}
          </Link>
        ))}
        <Typography aria-current="location" sx={{ color: 'text.primary' }}>
          {current}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Showing the contents of “{current}”.
        </Typography>
      </Box>
      <Button size="small" onClick={() => setPath(fullPath)} disabled={path.length === fullPath.length} sx={{ alignSelf: 'flex-start' }}>
        Go back to “Logos”
      </Button>
    </Stack>
  );
}
