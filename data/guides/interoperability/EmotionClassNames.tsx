import { ClassNames } from '@emotion/react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function EmotionClassNames() {
  const theme = useTheme();
  // With CSS variables enabled, theme.vars holds var(--mui-…) references that follow
  // light and dark mode; without them, fall back to the plain palette.
  const palette = (theme.vars || theme).palette;

  return (
    <ClassNames>
      {({ css, cx }) => (
        <Paper
          variant="outlined"
          className={cx(
            css({
              padding: theme.spacing(2),
              maxWidth: 360,
              borderLeft: `4px solid ${palette.warning.main}`,
            }),
          )}
        >
          <Typography variant="subtitle1" component="p" className={css({ fontWeight: 600 })}>
            Your trial ends in 3 days
          </Typography>
          <Typography variant="body2" className={css({ color: palette.text.secondary })}>
            Add a payment method to keep your projects and history.
          </Typography>
        </Paper>
      )}
    </ClassNames>
  );
}
