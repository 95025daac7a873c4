import GlobalStyles from '@mui/material/GlobalStyles';
import Box from '@mui/material/Box';

// HTML from a CMS arrives as a string: no MUI components inside, so style it with global CSS.
const articleHtml = `
  <p class="lead">Release 4.2 is out</p>
  <p>The export dialog now remembers your last format, and <strong>CSV files keep their column order</strong>.</p>
  <ul><li>Run <code>app migrate --to 4.2</code> once per workspace.</li><li>Old share links keep working.</li></ul>
  <blockquote>Upgrade before 30 June to keep receiving security fixes.</blockquote>
  <p>Questions? Read the <a href="/customization/globals/">upgrade notes</a>.</p>
`;

export default function CmsArticleStyles() {
  return (
    <>
      {/* Selectors are scoped to .cms-article so the rest of the page is untouched. */}
      <GlobalStyles
        styles={(theme) => ({
          '.cms-article .lead': { ...theme.typography.h6, margin: theme.spacing(0, 0, 1) },
          '.cms-article ul': { ...theme.typography.body2, margin: theme.spacing(0, 0, 1.5), paddingLeft: theme.spacing(2.5) },
          '.cms-article code': {
            fontFamily: 'ui-monospace, monospace',
            fontSize: '0.85em',
            padding: '1px 4px',
            borderRadius: 4,
            backgroundColor: (theme.vars ?? theme).palette.action.selected,
          },
          '.cms-article p': { ...theme.typography.body2, margin: theme.spacing(0, 0, 1.5) },
          '.cms-article a': { color: (theme.vars ?? theme).palette.primary.main, fontWeight: 600 },
          '.cms-article blockquote': {
            ...theme.typography.body2,
            margin: theme.spacing(0, 0, 1.5),
            padding: theme.spacing(1, 2),
            borderLeft: `4px solid ${(theme.vars ?? theme).palette.warning.main}`,
            backgroundColor: (theme.vars ?? theme).palette.action.hover,
            borderRadius: theme.shape.borderRadius,
          },
        })}
      />
      <Box className="cms-article" sx={{ maxWidth: 480 }} dangerouslySetInnerHTML={{ __html: articleHtml }} />
    </>
  );
}
