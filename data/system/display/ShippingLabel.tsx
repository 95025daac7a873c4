import Box from '@mui/material/Box';

const address = ['Lena Fischer', 'Apartment 4B', '27 Harbour Road', 'Bristol BS1 5TY', 'United Kingdom'];

export default function ShippingLabel() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {[false, true].map((block) => (
        <div key={String(block)}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            {block ? "span: display: 'block'" : 'span: default (inline)'}
          </Box>
          <Box
            component="address"
            sx={{ width: 220, mt: 0.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary', fontStyle: 'normal', typography: 'body2' }}
          >
            {address.map((line) => (
              // A span is inline: without display: 'block' the lines run together.
              <Box component="span" key={line} sx={{ display: block ? 'block' : undefined, mr: block ? 0 : 0.5 }}>
                {line}
              </Box>
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}
