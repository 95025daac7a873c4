import Box from '@mui/material/Box';

const orders = Array.from({ length: 8 }, (_, index) => ({
  id: 1040 + index,
  total: (19.5 + index * 7.25).toFixed(2),
}));

const panels = [
  { overflow: 'hidden', note: 'clipped: the last orders cannot be reached' },
  { overflow: 'auto', note: 'scrolls: focus it and use the arrow keys' },
] as const;

export default function OrderHistoryOverflow() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {panels.map((panel) => (
        <div key={panel.overflow}>
          <Box component="code" sx={{ display: 'block', typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            overflow: &apos;{panel.overflow}&apos;
          </Box>
          <Box
            // A scroll area needs to be reachable by keyboard: give it a tab stop and a name.
            {...(panel.overflow === 'auto' && { tabIndex: 0, role: 'region', 'aria-label': 'Order history' })}
            sx={{ overflow: panel.overflow, width: 220, height: 132, mt: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}
          >
            {orders.map((order) => (
              <Box
                key={order.id}
                sx={{ display: 'flex', justifyContent: 'space-between', px: 1.5, py: 0.75, typography: 'body2', borderBottom: 1, borderColor: 'divider' }}
              >
                <span>Order #{order.id}</span>
                <span>${order.total}</span>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 0.5, typography: 'caption', color: 'text.secondary' }}>{panel.note}</Box>
        </div>
      ))}
    </Box>
  );
}
