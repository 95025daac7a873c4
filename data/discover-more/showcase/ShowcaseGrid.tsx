import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Entry = {
  title: string;
  category: string;
  summary: string;
  components: string[];
  layout: 'sidebar' | 'hero' | 'split';
};

// Example categories only: each card describes a kind of app, not a real product.
const entries: Entry[] = [
  {
    title: 'Operations dashboard',
    category: 'Admin',
    summary: 'KPIs, charts and an orders table behind a navigation drawer.',
    components: ['Drawer', 'Data Grid', 'Charts'],
    layout: 'sidebar',
  },
  {
    title: 'Subscription billing',
    category: 'SaaS',
    summary: 'Plans, invoices and team settings for a paid web product.',
    components: ['Tabs', 'Dialog', 'Stepper'],
    layout: 'split',
  },
  {
    title: 'Support back office',
    category: 'Internal tool',
    summary: 'Ticket queue with filters, bulk actions and keyboard shortcuts.',
    components: ['List', 'Autocomplete', 'Snackbar'],
    layout: 'sidebar',
  },
  {
    title: 'Product launch page',
    category: 'Marketing',
    summary: 'A hero section, pricing cards and a sign-up form.',
    components: ['Container', 'Card', 'TextField'],
    layout: 'hero',
  },
];

const categories = ['All', ...new Set(entries.map((entry) => entry.category))];

function Thumbnail({ layout }: { layout: Entry['layout'] }) {
  const block = { bgcolor: 'action.selected', borderRadius: 0.5 };
  return (
    <Box aria-hidden sx={{ height: 96, p: 1, display: 'flex', gap: 1, bgcolor: 'action.hover' }}>
      {layout === 'sidebar' ? <Box sx={{ ...block, width: '22%' }} /> : null}
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Box sx={{ ...block, height: layout === 'hero' ? 48 : 14, bgcolor: 'primary.main', opacity: 0.7 }} />
        <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
          <Box sx={{ ...block, flex: 1 }} />
          {layout !== 'hero' ? <Box sx={{ ...block, flex: layout === 'split' ? 1 : 2 }} /> : null}
        </Stack>
      </Stack>
    </Box>
  );
}

export default function ShowcaseGrid() {
  const [category, setCategory] = React.useState('All');
  const visible = entries.filter((entry) => category === 'All' || entry.category === category);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label="Filter by category"
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      >
        {categories.map((item) => (
          <Chip
            key={item}
            label={item}
            onClick={() => setCategory(item)}
            color={item === category ? 'primary' : 'default'}
            aria-pressed={item === category}
          />
        ))}
      </Stack>
      <Grid container spacing={2}>
        {visible.map((entry) => (
          <Grid key={entry.title} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <Thumbnail layout={entry.layout} />
              <CardContent>
                <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                  {entry.category}
                </Typography>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
                  {entry.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {entry.summary}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                  {entry.components.map((name) => (
                    <Chip key={name} label={name} size="small" variant="outlined" />
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
