import Box from '@mui/material/Box';

const variants = ['h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

export default function VariantSamples() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 2, minWidth: 0 }}>
          <Box
            component="code"
            sx={{ flexShrink: 0, width: 170, typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}
          >
            typography: &apos;{variant}&apos;
          </Box>
          {/* A plain div: the variant sets font styles only, not the element. */}
          <Box sx={{ typography: variant, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            Quarterly results
          </Box>
        </Box>
      ))}
    </Box>
  );
}
