import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import PaletteIcon from '@mui/icons-material/Palette';
import WidgetsIcon from '@mui/icons-material/Widgets';
import SpeedIcon from '@mui/icons-material/Speed';

const nextSteps = [
  { title: 'Make it yours', text: 'Change the colours in theme.ts.', href: '/customization/palette/', icon: <PaletteIcon /> },
  { title: 'Add components', text: 'Browse inputs, lists, dialogs and more.', href: '/getting-started/supported-components/', icon: <WidgetsIcon /> },
  { title: 'Keep it fast', text: 'Import components and icons by path.', href: '/guides/minimizing-bundle-size/', icon: <SpeedIcon /> },
];

// The content a starter's home page typically links to once the shell runs.
export default function StarterHomeContent() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {nextSteps.map((step) => (
        <Card key={step.title} variant="outlined">
          <CardActionArea href={step.href} sx={{ height: '100%' }}>
            <CardContent>
              <Box sx={{ color: 'primary.main', mb: 1 }}>{step.icon}</Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {step.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {step.text}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
