import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography, { TypographyProps } from '@mui/material/Typography';
import { ThemeProvider, Theme } from '@mui/material/styles';

// Extends the site's theme: subtitles render as <p> instead of <h6>,
// and body1 as a <div> so it can hold block content.
const withMapping = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTypography: {
      defaultProps: {
        variantMapping: {
          subtitle1: 'p',
          subtitle2: 'p',
          body1: 'div',
        },
      },
    },
  },
});

// Shows which element each Typography really rendered, read after mounting.
function Sample(props: TypographyProps) {
  const ref = React.useRef<HTMLElement>(null);
  const [tag, setTag] = React.useState('…');
  React.useEffect(() => {
    setTag(ref.current ? `<${ref.current.tagName.toLowerCase()}>` : '?');
  }, []);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
      <Typography variant="caption" component="code" sx={{ minWidth: 64, color: 'text.secondary' }}>
        {tag}
      </Typography>
      <Typography ref={ref} {...props} />
    </Stack>
  );
}

export default function VariantMappingTheme() {
  return (
    <ThemeProvider theme={withMapping}>
      <Stack spacing={1}>
        <Sample variant="subtitle1">subtitle1: Quarterly results at a glance</Sample>
        <Sample variant="subtitle2">subtitle2: Prepared by the finance team</Sample>
        <Sample variant="body1">body1: Revenue grew in every region.</Sample>
        <Sample variant="body2">body2: Figures are unaudited (default mapping).</Sample>
        <Sample variant="overline">overline: Not in the mapping</Sample>
      </Stack>
    </ThemeProvider>
  );
}
