import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';

const PAGE_COUNT = 6;
const PER_PAGE = 3;
// The hash brings the reader back to this demo after the page reloads.
const HASH = '#demo-LinkPagination';

function hrefFor(page: number | null) {
  // Page 1 keeps the clean address; the others carry ?page=N.
  return page === 1 || page === null ? `./${HASH}` : `?page=${page}${HASH}`;
}

export default function LinkPagination() {
  const [page, setPage] = React.useState(1);

  // The server knows no query string, so read it after hydration, never during render.
  React.useEffect(() => {
    const fromUrl = Number(new URLSearchParams(window.location.search).get('page'));
    if (Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= PAGE_COUNT) {
      setPage(fromUrl);
    }
  }, []);

  const newest = 18 - (page - 1) * PER_PAGE;
  const releases = Array.from({ length: PER_PAGE }, (_, index) => newest - index);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <List dense aria-label={`Release notes, page ${page}`} sx={{ width: '100%', maxWidth: 360 }}>
        {releases.map((minor) => (
          <ListItem key={minor} divider>
            <ListItemText primary={`Version 3.${minor}.0`} secondary={`${(minor % 4) + 2} fixes, ${minor % 3} features`} />
          </ListItem>
        ))}
      </List>
      <Pagination
        page={page}
        count={PAGE_COUNT}
        aria-label="Release notes pages"
        renderItem={(item) => (
          // With a router, pass its link instead: component={RouterLink} to={…}
          <PaginationItem component="a" href={hrefFor(item.page)} {...item} />
        )}
      />
    </Stack>
  );
}
