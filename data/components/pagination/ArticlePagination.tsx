import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const articles = [
  'Getting started with design tokens',
  'Theming in dark mode',
  'Accessible colour palettes',
  'Responsive layouts with Grid',
  'Building a settings page',
  'Forms that validate as you type',
  'Loading states done right',
  'Tables with thousands of rows',
  'Shipping a design system',
  'Testing components in isolation',
  'Animations that respect motion settings',
];
const PAGE_SIZE = 3;

export default function ArticlePagination() {
  const [page, setPage] = React.useState(1);
  const pageCount = Math.ceil(articles.length / PAGE_SIZE);
  const visible = articles.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
      <List sx={{ width: '100%', maxWidth: 420, bgcolor: 'background.paper' }} aria-label="Articles">
        {visible.map((title, index) => (
          <ListItem key={title} divider>
            <ListItemText primary={title} secondary={`Article ${(page - 1) * PAGE_SIZE + index + 1} of ${articles.length}`} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Page {page} of {pageCount}
      </Typography>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(event, value) => setPage(value)}
        color="primary"
        aria-label="Article pages"
      />
    </Stack>
  );
}
