import Box from '@mui/material/Box';

const lines = [
  { label: 'Design review', amount: '1,240.00' },
  { label: 'Implementation', amount: '11,980.50' },
  { label: 'Support (3 months)', amount: '870.00' },
];

export default function InvoiceTotals() {
  return (
    <Box
      component="table"
      sx={{
        width: 1,
        maxWidth: 420,
        borderCollapse: 'collapse',
        typography: 'body2',
        // Tabular figures give every digit the same width, so amounts line up.
        fontVariantNumeric: 'tabular-nums',
        '& th, & td': { py: 1, borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <thead>
        <Box
          component="tr"
          sx={{ typography: 'overline', lineHeight: 1.5, letterSpacing: '0.08em', color: 'text.secondary' }}
        >
          <Box component="th" scope="col" sx={{ textAlign: 'start' }}>
            Item
          </Box>
          <Box component="th" scope="col" sx={{ textAlign: 'end' }}>
            Amount (USD)
          </Box>
        </Box>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label}>
            <td>{line.label}</td>
            <Box component="td" sx={{ textAlign: 'end' }}>
              {line.amount}
            </Box>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <Box component="tr" sx={{ fontWeight: 'bold', fontSize: '1rem' }}>
          <Box component="th" scope="row" sx={{ textAlign: 'start', textTransform: 'uppercase' }}>
            Total
          </Box>
          <Box component="td" sx={{ textAlign: 'end' }}>
            14,090.50
          </Box>
        </Box>
      </tfoot>
    </Box>
  );
}
