import { styled } from '@mui/material/styles';
import type { Language } from '../core/i18n';
import { localizePath } from '../core/i18n';
import { DOCUMENTED_VERSIONS } from '../config';
import { AppFrame, PageHead } from '../layout';

const Cards = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: theme.spacing(4, 0, 0),
  display: 'grid',
  gap: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr 1fr' },
  '& a': {
    display: 'block',
    height: '100%',
    padding: theme.spacing(3),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 12,
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { borderColor: theme.vars.palette.primary.main },
  },
  '& h2': { margin: theme.spacing(0, 0, 1), fontSize: '1.25rem', color: theme.vars.palette.primary.main },
  '& p': { margin: 0, color: theme.vars.palette.text.secondary },
}));

const DESCRIPTION =
  'Documentation for Material UI, the React component library that implements Material Design, and MUI X, its advanced components.';

/** The home page as exported: head tags, frame, and the cards that lead into the docs. */
export function HomeFrame({ language }: { language: Language }) {
  return (
    <>
      <PageHead
        title="React components for faster, easier web development"
        description={DESCRIPTION}
        pathname="/"
        language={language}
      />
      <AppFrame
        version={{ version: `v${DOCUMENTED_VERSIONS.main}`, href: localizePath('/versions/', language) }}
        canonicalPath="/"
      >
        <h1 style={{ fontSize: '2.5rem', lineHeight: 1.15, margin: '32px 0 16px' }}>Build React interfaces with MUI</h1>
        <p style={{ fontSize: '1.125rem', margin: 0 }}>{DESCRIPTION}</p>
        <Cards>
          <li>
            <a href={localizePath('/getting-started/installation/', language)}>
              <h2>Material UI</h2>
              <p>
                Ready-to-use components: buttons, inputs, navigation, layout and more. Version{' '}
                {DOCUMENTED_VERSIONS.main}.
              </p>
            </a>
          </li>
          <li>
            <a href={localizePath('/x/introduction/', language)}>
              <h2>MUI X</h2>
              <p>
                Data Grid, Date and Time Pickers, Charts and Tree View for data-rich applications. Version{' '}
                {DOCUMENTED_VERSIONS.x}.
              </p>
            </a>
          </li>
          <li>
            <a href={localizePath('/blog/', language)}>
              <h2>Blog</h2>
              <p>Release notes and deep dives on the versions documented here.</p>
            </a>
          </li>
        </Cards>
      </AppFrame>
    </>
  );
}
