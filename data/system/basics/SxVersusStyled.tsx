import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloudIcon from '@mui/icons-material/CloudOutlined';

// Version 1: one styled() component per styled element.
const Card = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  boxShadow: theme.shadows[1],
}));
const Caption = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars || theme).palette.text.secondary,
}));
const Amount = styled('div')(({ theme }) => ({
  fontSize: 28,
  fontWeight: theme.typography.fontWeightBold,
}));

function StyledVersion() {
  return (
    <Card>
      <Caption>Storage used</Caption>
      <Amount>41.7 GB</Amount>
      <Caption>of 100 GB on the Team plan</Caption>
    </Card>
  );
}

// Version 2: the same card with Box and sx, no named components.
function SxVersion() {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', boxShadow: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', gap: 0.5 }}>
        <CloudIcon fontSize="small" aria-hidden /> Storage used
      </Typography>
      <Box sx={{ fontSize: 28, fontWeight: 'bold' }}>41.7 GB</Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        of 100 GB on the Team plan
      </Typography>
    </Box>
  );
}

export default function SxVersusStyled() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <div>
        <Typography variant="overline" component="p">
          styled()
        </Typography>
        <StyledVersion />
      </div>
      <div>
        <Typography variant="overline" component="p">
          sx
        </Typography>
        <SxVersion />
      </div>
    </Box>
  );
}
