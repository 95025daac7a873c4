import Box from '@mui/material/Box';

// The note as the customer typed it: two lines, and a double space after the first sentence.
const note = 'Leave the parcel with the neighbour at no. 12.  Ring twice.\nThe bell is quiet, and the dog is friendly.';
const values = ['normal', 'nowrap', 'pre-line', 'pre-wrap'] as const;

export default function DeliveryNoteWhiteSpace() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
      {values.map((value) => (
        <div key={value}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            whiteSpace: &apos;{value}&apos;
          </Box>
          <Box
            sx={{ whiteSpace: value, overflow: 'hidden', mt: 0.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary', typography: 'body2' }}
          >
            {note}
          </Box>
        </div>
      ))}
    </Box>
  );
}
