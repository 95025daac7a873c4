import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

const notes = [
  { dir: 'ltr', lang: 'en', title: 'Delivery update', body: 'Your parcel leaves the warehouse tomorrow morning.' },
  { dir: 'rtl', lang: 'ar', title: 'تحديث التوصيل', body: 'سيغادر طردك المستودع صباح الغد.' },
] as const;

// No stylis plugin and no theme direction here: logical properties follow the `dir` of the element.
export default function LogicalProperties() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 440 }}>
      {notes.map((note) => (
        <Box
          key={note.lang}
          dir={note.dir}
          lang={note.lang}
          sx={{
            display: 'flex',
            gap: 1.5,
            py: 1.5,
            paddingInlineStart: 2,
            paddingInlineEnd: 3,
            borderInlineStart: '4px solid',
            borderColor: 'primary.main',
            borderStartEndRadius: 8,
            borderEndEndRadius: 8,
            bgcolor: 'action.hover',
            textAlign: 'start',
          }}
        >
          <InfoOutlinedIcon color="primary" sx={{ mt: 0.25 }} />
          <div>
            <Typography variant="subtitle2" component="p">
              {note.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {note.body}
            </Typography>
          </div>
        </Box>
      ))}
    </Stack>
  );
}
