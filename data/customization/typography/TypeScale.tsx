import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { TypographyVariant } from '@mui/material/styles';

const variants: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypeScale() {
  const { typography } = useTheme();

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 3, rowGap: 1.5 }}>
      {variants.map((variant) => {
        const style = typography[variant];
        return (
          <Box key={variant} sx={{ display: 'contents' }}>
            {/* `component="div"` keeps the specimen out of the page's heading outline. */}
            <Typography variant={variant} component="div" noWrap>
              {variant === 'button' || variant === 'overline' ? `${variant} text` : 'Quarterly report'}
            </Typography>
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', fontFamily: 'monospace', alignSelf: 'center' }}
            >
              {variant} · {String(style.fontSize)} · {String(style.fontWeight)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
