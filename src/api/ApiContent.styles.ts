import { styled } from '@mui/material/styles';
import { API_VIEW_SECTIONS, apiViewAttribute } from '../core/preferences';

/** The custom property on each section that holds its number of rows. */
export const API_ROWS_PROPERTY = '--api-rows';

export const ApiContentRoot = styled('div')(({ theme }) => {
  const viewRules: Record<string, object> = {};
  for (const section of API_VIEW_SECTIONS) {
    const scope = `[data-api-section="${section}"]`;
    // Lists: every row becomes a block; the collapsed list keeps the name and type only.
    viewRules[
      `html[${apiViewAttribute(section)}="expanded"] & ${scope} table, html[${apiViewAttribute(section)}="collapsed"] & ${scope} table`
    ] = {
      display: 'block',
      border: 0,
      '& thead': { display: 'none' },
      '& tbody, & tr, & td': { display: 'block', border: 0, padding: 0 },
      '& tr': { padding: theme.spacing(1.5, 0), borderBottom: `1px solid ${theme.vars.palette.divider}` },
      '& td[data-label]::before': {
        content: 'attr(data-label) ": "',
        fontWeight: 600,
        color: theme.vars.palette.text.secondary,
      },
    };
    viewRules[`html[${apiViewAttribute(section)}="collapsed"] & ${scope} td:not(.api-name):not(.api-type)`] = {
      display: 'none',
    };
    viewRules[
      `html[${apiViewAttribute(section)}="expanded"] & ${scope} [data-view="expanded"], html[${apiViewAttribute(section)}="collapsed"] & ${scope} [data-view="collapsed"]`
    ] = {
      borderColor: theme.vars.palette.primary.main,
      color: theme.vars.palette.primary.main,
    };
    viewRules[
      `html[${apiViewAttribute(section)}="expanded"] & ${scope} [data-view="table"], html[${apiViewAttribute(section)}="collapsed"] & ${scope} [data-view="table"]`
    ] = {
      borderColor: theme.vars.palette.divider,
      color: theme.vars.palette.text.secondary,
    };
  }
  return {
    '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem', margin: theme.spacing(1, 0, 3) },
    '& th, & td': {
      textAlign: 'start',
      verticalAlign: 'top',
      padding: theme.spacing(1),
      borderBottom: `1px solid ${theme.vars.palette.divider}`,
    },
    '& .api-name code': { fontWeight: 600 },
    '& .api-type': { minWidth: 140, maxWidth: 280 },
    '& .api-type code': { color: theme.vars.palette.secondary.main, overflowWrap: 'anywhere' },
    '& .api-mark': {
      marginInlineStart: theme.spacing(0.5),
      fontSize: '0.75rem',
      fontWeight: 700,
      color: theme.vars.palette.error.main,
    },
    // The warning colour marks the note's edge; its text keeps the body colour (orange text fails contrast on white).
    '& .api-deprecated': {
      borderInlineStart: `3px solid ${theme.vars.palette.warning.main}`,
      paddingInlineStart: theme.spacing(1),
      margin: theme.spacing(0, 0, 0.5),
    },
    // What changed since the previous major: "New in v8", "Renamed from `old`", "Deprecated" beside a name.
    '& .api-badge': {
      display: 'inline-block',
      marginInlineStart: theme.spacing(0.5),
      padding: theme.spacing(0, 0.75),
      borderRadius: 10,
      border: '1px solid',
      color: theme.vars.palette.text.secondary,
      fontSize: '0.6875rem',
      fontWeight: 600,
      lineHeight: 1.6,
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
    },
    '& .api-badge code': { fontWeight: 600, fontSize: 'inherit' },
    // The text keeps the secondary text colour (its contrast holds in both modes); the border tells the kind.
    '& .api-badge-new': { borderColor: theme.vars.palette.success.main },
    '& .api-badge-renamed': { borderColor: theme.vars.palette.info.main },
    '& .api-badge-deprecated': { borderColor: theme.vars.palette.warning.main },
    '& .api-changes details': {
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: 8,
      padding: theme.spacing(1, 2),
      margin: theme.spacing(1, 0, 3),
    },
    '& .api-changes summary': { cursor: 'pointer', fontWeight: 600 },
    '& .api-changes h3': { fontSize: '1rem', margin: theme.spacing(2, 0, 1) },
    '& .api-changes code, & .api-changelog code': { overflowWrap: 'anywhere' },
    '& .api-changelog > li': { marginBlockEnd: theme.spacing(1.5) },
    '& .api-plan': {
      color: theme.vars.palette.primary.main,
      border: `1px solid ${theme.vars.palette.primary.main}`,
      borderRadius: 10,
      padding: theme.spacing(0, 0.75),
    },
    '& .api-views': { display: 'flex', gap: theme.spacing(0.5), margin: theme.spacing(1, 0) },
    '& .api-views button': {
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: 16,
      background: 'transparent',
      color: theme.vars.palette.text.secondary,
      font: 'inherit',
      fontSize: '0.8125rem',
      padding: theme.spacing(0.25, 1.25),
      cursor: 'pointer',
    },
    // The default view is the table; the reader's choice (on <html>) recolours the pressed button.
    '& .api-views button[data-view="table"]': {
      borderColor: theme.vars.palette.primary.main,
      color: theme.vars.palette.primary.main,
    },
    '@media (scripting: none)': { '& .api-views': { display: 'none' } },
    // A section far from the viewport (a long table) is not styled, laid out or painted until the reader nears it; its
    // height meanwhile is estimated from its rows (about 120 px each on a phone), then remembered once it has shown.
    '@media screen': {
      '& section[data-api-section]': {
        contentVisibility: 'auto',
        containIntrinsicBlockSize: `auto calc(var(${API_ROWS_PROPERTY}, 10) * 120px + 120px)`,
      },
    },
    ...viewRules,
  };
});
