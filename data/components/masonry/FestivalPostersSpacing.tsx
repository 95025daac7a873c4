import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const accents = ['primary.main', 'secondary.main', 'success.main', 'error.main'];

const events = [
  { name: 'Jazz on the pier', when: 'Fri 20:00', height: 130 },
  { name: 'Night of short films', when: 'Fri 21:30', height: 170 },
  { name: 'Open studios', when: 'Sat 11:00', height: 110 },
  { name: 'Street food market', when: 'Sat 12:00', height: 150 },
  { name: 'Choir in the park', when: 'Sat 16:00', height: 120 },
  { name: 'Poetry slam', when: 'Sat 19:00', height: 180 },
  { name: 'Silent disco', when: 'Sat 22:00', height: 140 },
  { name: 'Family yoga', when: 'Sun 09:30', height: 100 },
  { name: 'Closing concert', when: 'Sun 20:00', height: 160 },
];

export default function FestivalPostersSpacing() {
  return (
    <Masonry
      columns={3}
      // 8px between posters on phones, 16px from 600px, 24px from 900px.
      spacing={{ xs: 1, sm: 2, md: 3 }}
      defaultColumns={3}
      defaultSpacing={3}
      defaultHeight={530}
    >
      {events.map((event, index) => (
        <Paper
          key={event.name}
          variant="outlined"
          sx={{ height: event.height, overflow: 'hidden' }}
        >
          <Box sx={{ height: 8, bgcolor: accents[index % accents.length] }} />
          <Box sx={{ p: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {event.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {event.when}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Masonry>
  );
}
