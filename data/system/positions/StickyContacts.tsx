import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const groups = [
  { letter: 'A', names: ['Aiko Tanaka', 'Amir Rahimi', 'Ana Souza'] },
  { letter: 'B', names: ['Ben Carter', 'Bianca Rossi'] },
  { letter: 'C', names: ['Chen Wei', 'Chloé Martin', 'Cyrus Patel'] },
  { letter: 'D', names: ['Dara Okafor', 'David Levi'] },
];

export default function StickyContacts() {
  return (
    <Box
      tabIndex={0}
      aria-label="Contacts"
      role="region"
      sx={{ maxHeight: 260, maxWidth: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {groups.map((group) => (
        <Box component="section" key={group.letter}>
          <Typography
            component="h3"
            sx={{
              // Sticks to the top of the scroll box while its section is in view.
              position: 'sticky',
              top: 0,
              zIndex: 1,
              px: 2,
              py: 0.5,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
              typography: 'subtitle2',
              color: 'primary.main',
            }}
          >
            {group.letter}
          </Typography>
          {group.names.map((name) => (
            <Typography key={name} sx={{ px: 2, py: 1.25 }}>
              {name}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
