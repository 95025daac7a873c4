import { styled } from '@mui/material/styles';
import { formatPostDate, newestFirst } from '../core/blog';
import { navHref, nodeTitle } from '../core/navigation';
import { serverRender, useCurrentNavNode } from '../islands';

const List = styled('ol')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: theme.spacing(3, 0),
  '& > li': { padding: theme.spacing(2, 0), borderBottom: `1px solid ${theme.vars.palette.divider}` },
  '& h2': { fontSize: '1.25rem', margin: theme.spacing(0.5, 0) },
  '& p': { margin: theme.spacing(0.5, 0) },
  '& .post-meta': { fontSize: '0.875rem', color: theme.vars.palette.text.secondary },
}));

/**
 * `<BlogIndex />` on the blog's page: every post of the navigation's blog section, newest first, with its
 * date, title, description, authors and tags. Rendered at build time.
 */
export function BlogIndex() {
  const current = useCurrentNavNode();
  if (!current) {
    return null;
  }
  const { language, node: blog } = current;
  const posts = newestFirst(
    (blog.children ?? []).map((node) => {
      const content = serverRender.parts.site?.page(node.pathname);
      return { node, content, date: content?.date ?? null };
    }),
  );
  return (
    <List className="blog-index">
      {posts.map(({ node, content, date }) => (
        <li key={node.pathname}>
          <article>
            <h2>
              <a href={navHref(node.pathname, language)}>{nodeTitle(node)}</a>
            </h2>
            <p className="post-meta">
              {date ? <time dateTime={date.slice(0, 10)}>{formatPostDate(date, language)}</time> : null}
              {content?.authors?.length ? ` · ${content.authors.map((author) => author.name).join(', ')}` : null}
              {content?.tags?.length ? ` · ${content.tags.join(', ')}` : null}
            </p>
            {content ? <p>{content.description}</p> : null}
          </article>
        </li>
      ))}
    </List>
  );
}
