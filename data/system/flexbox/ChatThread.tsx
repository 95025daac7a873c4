import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const messages = [
  { id: 1, mine: false, text: 'Is the release still planned for Thursday?' },
  { id: 2, mine: true, text: 'Yes, the last fix is in review.' },
  { id: 3, mine: true, text: 'I will tag it tomorrow morning.' },
  { id: 4, mine: false, text: 'Great, thanks!' },
];

export default function ChatThread() {
  return (
    <Box
      role="log"
      aria-label="Conversation with Priya"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 400, p: 2, bgcolor: 'action.hover', borderRadius: 2 }}
    >
      {messages.map((message) => (
        <Typography
          key={message.id}
          variant="body2"
          sx={[
            { maxWidth: '75%', px: 1.5, py: 1, borderRadius: 2 },
            // alignSelf overrides the container's alignItems for one item.
            message.mine
              ? { alignSelf: 'flex-end', bgcolor: 'primary.main', color: 'primary.contrastText' }
              : { alignSelf: 'flex-start', bgcolor: 'background.paper' },
          ]}
        >
          {message.text}
        </Typography>
      ))}
    </Box>
  );
}
