import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import usePagination from '@mui/material/usePagination';

export default function HeadlessPagination() {
  const { items } = usePagination({ count: 9, defaultPage: 4 });

  return (
    <Box component="nav" aria-label="Gallery pages">
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items.map(({ page, type, selected, ...item }, index) => {
          let children: React.ReactNode = null;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            children = <Box component="span" sx={{ px: 1 }}>…</Box>;
          } else if (type === 'page') {
            children = (
              <Button size="small" variant={selected ? 'contained' : 'text'} aria-label={`Page ${page}`} sx={{ minWidth: 36 }} {...item}>
                {page}
              </Button>
            );
          } else {
            children = (
              <Button size="small" {...item}>
                {type === 'previous' ? 'Previous' : 'Next'}
              </Button>
            );
          }
          return <li key={index}>{children}</li>;
        })}
      </Box>
    </Box>
  );
}
