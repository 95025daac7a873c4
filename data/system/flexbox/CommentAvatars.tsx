import Box from '@mui/material/Box';

const rows = [
  { code: 'flexShrink: 1 (default)', shrink: 1 },
  { code: 'flexShrink: 0', shrink: 0 },
];

export default function CommentAvatars() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 340 }}>
      {rows.map((row) => (
        <div key={row.code}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            avatar: {row.code}
          </Box>
          <Box
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mt: 0.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          >
            {/* A 40px circle. With the default flexShrink: 1 it gives up width to the long text and turns into an oval. */}
            <Box
              sx={{ flexShrink: row.shrink, width: 40, height: 40, display: 'grid', placeItems: 'center', borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 'bold' }}
            >
              AK
            </Box>
            <Box sx={{ typography: 'body2', color: 'text.primary' }}>
              Amara Kone commented on the Q3 roadmap: could we move the mobile launch to the first week of October?
            </Box>
          </Box>
        </div>
      ))}
    </Box>
  );
}
