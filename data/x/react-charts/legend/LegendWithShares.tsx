import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { useLegend } from '@mui/x-charts/hooks';

// Support tickets opened last month, by channel.
const tickets = [
  { id: 'chat', label: 'Live chat', value: 412 },
  { id: 'email', label: 'Email', value: 268 },
  { id: 'phone', label: 'Phone', value: 131 },
  { id: 'form', label: 'Web form', value: 89 },
];
const total = tickets.reduce((sum, ticket) => sum + ticket.value, 0);

// Rendered in place of the built-in legend: same items, plus each slice's share.
function SharesLegend() {
  const { items } = useLegend();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 170, typography: 'body2' }}>
      {items.map((item) => {
        const ticket = tickets.find((entry) => entry.id === item.itemId);
        const share = ticket ? Math.round((ticket.value / total) * 100) : 0;
        return (
          <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
            <Box component="span" sx={{ flex: 1 }}>
              {item.label}
            </Box>
            <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {share}%
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export default function LegendWithShares() {
  return (
    <PieChart
      height={240}
      margin={{ top: 24, bottom: 24 }}
      series={[{ data: tickets, innerRadius: 55, paddingAngle: 1, cornerRadius: 3 }]}
      slots={{ legend: SharesLegend }}
    />
  );
}
