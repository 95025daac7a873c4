import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Plain links: Material UI's Link renders an <a href>, so the browser does the navigation.
const related = [
  { href: '/components/links/', label: 'Link component', note: 'underline, colour and typography options' },
  { href: '/components/buttons/', label: 'Buttons', note: 'a button with href is a link too' },
  { href: '/guides/composition/', label: 'Composition guide', note: 'the component prop and wrappers' },
];

export default function DocsLinks() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Keep reading
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
        {related.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
            <Typography variant="body2" color="text.secondary" component="span">
              {' '}
              {item.note}
            </Typography>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
