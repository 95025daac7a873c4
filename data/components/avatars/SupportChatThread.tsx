import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Each author has a fixed colour. The letters take the page background colour, which
// contrasts with these two tokens by more than 4.5:1 in light and dark mode.
const messages = [
  {
    id: 1,
    author: 'Rosa Delgado',
    initials: 'RD',
    color: 'secondary.main',
    time: '09:12',
    text: 'My order #4821 arrived without the charging cable.',
  },
  {
    id: 2,
    author: 'Tomasz Nowak',
    initials: 'TN',
    color: 'success.main',
    time: '09:15',
    text: 'Sorry about that! A replacement cable ships today, no return needed.',
  },
  {
    id: 3,
    author: 'Rosa Delgado',
    initials: 'RD',
    color: 'secondary.main',
    time: '09:16',
    text: 'Great, thank you.',
  },
];

export default function SupportChatThread() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {messages.map((message) => (
        <Stack key={message.id} direction="row" spacing={1.5}>
          <Avatar aria-hidden sx={{ bgcolor: message.color }}>
            {message.initials}
          </Avatar>
          <div>
            <Typography variant="subtitle2" component="p">
              {message.author}{' '}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                {message.time}
              </Typography>
            </Typography>
            <Typography variant="body2">{message.text}</Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
