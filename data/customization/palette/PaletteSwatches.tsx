import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const roles = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const neutrals = [
  'text.primary',
  'text.secondary',
  'text.disabled',
  'background.default',
  'background.paper',
  'divider',
  'action.hover',
  'action.selected',
];

export default function PaletteSwatches() {
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
        {roles.map((role) => (
          <Box key={role} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            {/* `main` painted with its own `contrastText`: the pair a contained button uses. The label is
                large, bold text, because some default pairs only reach the 3:1 that WCAG asks of large text. */}
            <Box sx={{ bgcolor: `${role}.main`, color: `${role}.contrastText`, px: 1.5, py: 2 }}>
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.2 }}>{role}</Typography>
            </Box>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', px: 1.5, pt: 0.75 }}>
              {role}.main
            </Typography>
            {(['light', 'dark'] as const).map((token) => (
              <Box key={token} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75 }}>
                <Box sx={{ width: 20, height: 20, flexShrink: 0, borderRadius: 0.5, bgcolor: `${role}.${token}` }} />
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {role}.{token}
                </Typography>
              </Box>
            ))}
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" component="p" sx={{ mt: 3, mb: 1 }}>
        Neutral tokens
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}>
        {neutrals.map((token) => (
          <Box key={token} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              sx={{
                width: 28,
                height: 28,
                borderRadius: 0.5,
                border: 1,
                borderColor: 'divider',
                // Text and divider tokens are colours for foregrounds: show them as a fill.
                bgcolor: token,
              }}
            />
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {token}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
