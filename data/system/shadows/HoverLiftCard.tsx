import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';

const courses = [
  { title: 'Accessible forms', lessons: 12 },
  { title: 'Layouts with CSS grid', lessons: 9 },
];

export default function HoverLiftCard() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {courses.map((course) => (
        <Box
          key={course.title}
          sx={(theme) => ({
            width: 240,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'background.paper',
            boxShadow: 1,
            transition: theme.transitions.create(['box-shadow', 'transform'], {
              duration: theme.transitions.duration.shorter,
            }),
            // Raise the card on hover and when its action area has keyboard focus.
            '&:hover, &:focus-within': { boxShadow: 8, transform: 'translateY(-2px)' },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:focus-within': { transform: 'none' } },
          })}
        >
          <CardActionArea sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 'bold' }}>{course.title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {course.lessons} lessons
            </Typography>
          </CardActionArea>
        </Box>
      ))}
    </Box>
  );
}
