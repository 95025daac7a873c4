import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Card = styled('article')(({ theme }) => ({
  // Two arguments: 24px top and bottom, 16px left and right.
  padding: theme.spacing(3, 2),
  maxWidth: 420,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars || theme).palette.background.paper,
}));

const Banner = styled('div')(({ theme }) => ({
  // Negative margins cancel the card's side padding, so the banner runs edge to edge.
  margin: theme.spacing(-3, -2, 2),
  padding: theme.spacing(2),
  backgroundColor: (theme.vars || theme).palette.primary.main,
  color: (theme.vars || theme).palette.primary.contrastText,
  borderTopLeftRadius: theme.shape.borderRadius,
  borderTopRightRadius: theme.shape.borderRadius,
}));

const TagList = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  listStyle: 'none',
  padding: 0,
  margin: theme.spacing(2, 0, 0),
  '& > li': {
    padding: theme.spacing(0.5, 1.5),
    borderRadius: 999,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
  },
}));

export default function StyledSpacing() {
  return (
    <Card>
      <Banner>
        <Typography sx={{ fontWeight: 600 }}>Workshop · 14 seats left</Typography>
      </Banner>
      <Typography variant="body2">
        A half-day introduction to design tokens: naming, scales and how to ship them to code.
      </Typography>
      <TagList aria-label="Topics">
        <li>Tokens</li>
        <li>Theming</li>
        <li>Figma</li>
      </TagList>
    </Card>
  );
}
