import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

const guides = [
  {
    href: '/getting-started/installation/',
    title: 'Install Material UI',
    summary: 'Add the packages, the Roboto font and the icons to a new or existing React app.',
    gradient: 'linear-gradient(120deg, #1565c0, #26a69a)',
  },
  {
    href: '/customization/theming/',
    title: 'Make it yours',
    summary: 'Change the palette, typography and shapes of every component from one theme.',
    gradient: 'linear-gradient(120deg, #6a1b9a, #ef6c00)',
  },
];

export default function GuideLinkCards() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', width: '100%' }}>
      {guides.map((guide) => (
        <Card key={guide.href} variant="outlined">
          {/* With href, the action area renders an <a>: the whole card is one link. */}
          <CardActionArea href={guide.href} sx={{ height: '100%' }}>
            <CardMedia sx={{ height: 96, background: guide.gradient }} />
            <CardContent>
              <Typography variant="h6" component="p" gutterBottom>
                {guide.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {guide.summary}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
