import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';

// A reusable variant: every PillButton in the app looks the same.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  textTransform: 'none',
  paddingInline: theme.spacing(3),
  fontWeight: theme.typography.fontWeightBold,
}));

const columns = [
  { caption: 'Default', button: <Button variant="contained">Send invite</Button> },
  {
    caption: 'sx, for one element',
    button: (
      <Button variant="contained" sx={{ textTransform: 'none', borderRadius: 2, boxShadow: 0 }} endIcon={<SendIcon />}>
        Send invite
      </Button>
    ),
  },
  { caption: 'styled(), reusable', button: <PillButton variant="contained">Send invite</PillButton> },
];

export default function CustomisationLayers() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      {columns.map(({ caption, button }) => (
        <Stack key={caption} spacing={1} sx={{ alignItems: 'center' }}>
          {button}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
