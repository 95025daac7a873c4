import { styled } from '@mui/material/styles';
import type { PostByline } from '../core/blog';

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  margin: theme.spacing(0, 0, 2),
  fontSize: '0.875rem',
  color: theme.vars.palette.text.secondary,
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5), margin: 0, padding: 0, listStyle: 'none' },
  '& .post-tags li': {
    padding: theme.spacing(0, 1),
    borderRadius: 12,
    border: `1px solid ${theme.vars.palette.divider}`,
    fontSize: '0.75rem',
    lineHeight: '22px',
  },
  '& .post-authors strong': { color: theme.vars.palette.text.primary, fontWeight: 600 },
}));

export interface PostHeaderProps {
  byline: PostByline;
  labels: { authors: string; tags: string };
}

/** A blog post's date, authors and tags, under its title: static markup, rendered on the server only. */
export function PostHeader({ byline, labels }: PostHeaderProps) {
  return (
    <Root className="post-byline">
      <time dateTime={byline.dateTime}>{byline.date}</time>
      <ul className="post-authors" aria-label={labels.authors}>
        {byline.authors.map((author) => (
          <li key={author.name}>
            <strong>{author.name}</strong> · {author.role}
          </li>
        ))}
      </ul>
      {byline.tags.length > 0 ? (
        <ul className="post-tags" aria-label={labels.tags}>
          {byline.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
    </Root>
  );
}
