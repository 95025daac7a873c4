import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';

const topics = [
  { label: 'Avatars', href: '/components/avatars/' },
  { label: 'Badges', href: '/components/badges/' },
  { label: 'Tooltips', href: '/components/tooltips/' },
  { label: 'Autocomplete', href: '/components/autocomplete/' },
];

export default function RelatedTopicChips() {
  return (
    <nav aria-labelledby="related-topics-heading">
      <Typography
        id="related-topics-heading"
        variant="overline"
        component="p"
        sx={{ color: 'text.secondary' }}
      >
        Related components
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {topics.map((topic) => (
          <li key={topic.href}>
            <Chip
              component="a"
              href={topic.href}
              clickable
              label={topic.label}
              icon={<ArticleOutlinedIcon />}
              variant="outlined"
            />
          </li>
        ))}
      </Stack>
    </nav>
  );
}
