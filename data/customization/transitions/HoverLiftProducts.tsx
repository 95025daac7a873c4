import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { styled, useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import SpeakerIcon from '@mui/icons-material/Speaker';
import WatchIcon from '@mui/icons-material/Watch';

// One helper call lists every property that moves together.
const liftTransition = (theme: Theme) =>
  theme.transitions.create(['transform', 'box-shadow'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  });

const ProductCard = styled(Card)(({ theme }) => ({
  transition: liftTransition(theme),
  '& .product-icon': {
    transition: theme.transitions.create('transform', {
      duration: theme.transitions.duration.standard,
      delay: 50,
    }),
  },
  '&:hover, &:focus-within': {
    transform: 'translateY(-4px)',
    boxShadow: theme.shadows[6],
    '& .product-icon': { transform: 'scale(1.15) rotate(-8deg)' },
  },
  '@media (prefers-reduced-motion: reduce)': {
    '&, & .product-icon': { transition: 'none' },
  },
}));

const products = [
  { name: 'Studio headphones', price: '$189', Icon: HeadphonesIcon },
  { name: 'Bookshelf speaker', price: '$249', Icon: SpeakerIcon },
  { name: 'Running watch', price: '$129', Icon: WatchIcon },
];

export default function HoverLiftProducts() {
  const theme = useTheme();

  return (
    <div>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2, pt: 1 }}>
        {products.map(({ name, price, Icon }) => (
          <ProductCard key={name} variant="outlined">
            <CardActionArea sx={{ p: 2 }}>
              <Icon className="product-icon" color="primary" sx={{ fontSize: 40, mb: 1 }} />
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {price}
              </Typography>
            </CardActionArea>
          </ProductCard>
        ))}
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2, color: 'text.secondary', overflowWrap: 'anywhere' }}>
        Card transition: <code>{liftTransition(theme)}</code>
      </Typography>
    </div>
  );
}
