import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';

// A reusable styled component: a pill-shaped button for toolbars.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(2.5),
}));

export default function OneOffVsGlobal() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined">Theme default</Button>
      {/* One-off: only this instance changes. */}
      <Button variant="outlined" sx={{ borderStyle: 'dashed', color: 'text.secondary' }}>
        sx on one button
      </Button>
      {/* Reusable: every PillButton looks like this. */}
      <PillButton variant="contained" startIcon={<DownloadIcon />}>
        styled PillButton
      </PillButton>
    </Stack>
  );
}
