import Box from '@mui/material/Box';

const families = [
  { value: "'default'", fontFamily: 'default', use: 'the theme font, for interface text' },
  { value: "'monospace'", fontFamily: 'monospace', use: 'the system monospace font, for code and IDs' },
  { value: "'Georgia, serif'", fontFamily: 'Georgia, serif', use: 'a font stack, for long-form reading' },
];

export default function FontFamilyStacks() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 520 }}>
      {families.map((family) => (
        <Box key={family.value} sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Box sx={{ fontFamily: family.fontFamily, fontSize: '1.125rem', color: 'text.primary' }}>
            Deploy build 4f2a91c to staging
          </Box>
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
            <Box component="code" sx={{ fontFamily: 'monospace' }}>
              fontFamily: {family.value}
            </Box>{' '}
            · {family.use}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
