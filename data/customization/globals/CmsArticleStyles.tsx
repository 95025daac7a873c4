import GlobalStyles from '@mui/material/GlobalStyles';
import Box from '@mui/material/Box';

// HTML from a CMS arrives as a string: no MUI components inside, so style it with global CSS.
const articleHtml = `
  <h3>Release 4.2 is out</h3>
  <p>The export dialog now remembers your last format, and <strong>CSV files keep their column order</strong>.</p>
  <blockquote>Upgrade before 30 June to keep receiving security fixes.</blockquote>
  <p>Read the <a href="https://github.com/mui/material-ui/releases">release notes</a> for the details.</p>
`;

export default function CmsArticleStyles() {
  return (
    <>
      {/* Selectors are scoped to .cms-article so the rest of the page is untouched. */}
      <GlobalStyles
        styles={(theme) => ({
          '.cms-article h3': { ...theme.typography.h6, margin: theme.spacing(0, 0, 1) },
          '.cms-article p': { ...theme.typography.body2, margin: theme.spacing(0, 0, 1.5) },
          '.cms-article a': { color: (theme.vars ?? theme).palette.primary.main, fontWeight: 600 },
          '.cms-article blockquote': {
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
