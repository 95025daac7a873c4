import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export default function NotificationSizes() {
  const theme = useTheme();
  const sizes = [
    { value: "'default'", fontSize: 'default', resolves: `theme.typography.fontSize → ${theme.typography.fontSize}px` },
    { value: "'h6.fontSize'", fontSize: 'h6.fontSize', resolves: `theme.typography.h6.fontSize → ${theme.typography.h6.fontSize}` },
    { value: '16', fontSize: 16, resolves: 'a number is pixels → 16px' },
    { value: "'0.75rem'", fontSize: '0.75rem', resolves: 'any CSS length, as written' },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }}>
      {sizes.map((size) => (
        <Box key={size.value} sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Box sx={{ fontSize: size.fontSize, color: 'text.primary' }}>Your export is ready to download.</Box>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            fontSize: {size.value} · {size.resolves}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
