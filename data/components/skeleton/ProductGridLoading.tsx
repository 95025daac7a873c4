import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CoffeeMakerIcon from '@mui/icons-material/CoffeeMaker';
import BlenderIcon from '@mui/icons-material/Blender';
import KitchenIcon from '@mui/icons-material/Kitchen';
import MicrowaveIcon from '@mui/icons-material/Microwave';

const products = [
  { name: 'Pour-over kettle', price: '$49', Icon: CoffeeMakerIcon },
  { name: 'Glass blender', price: '$89', Icon: BlenderIcon },
  { name: 'Compact fridge', price: '$229', Icon: KitchenIcon },
  { name: 'Steam oven', price: '$179', Icon: MicrowaveIcon },
];

export default function ProductGridLoading() {
  // Number of products that have "arrived"; the rest show skeletons.
  const [loaded, setLoaded] = React.useState(2);
  const timer = React.useRef<ReturnType<typeof setInterval>>(undefined);

  React.useEffect(() => () => clearInterval(timer.current), []);

  const reload = () => {
    clearInterval(timer.current);
    setLoaded(0);
    timer.current = setInterval(() => {
      setLoaded((count) => {
        if (count + 1 >= products.length) clearInterval(timer.current);
        return Math.min(count + 1, products.length);
      });
    }, 700);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        aria-busy={loaded < products.length}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, mb: 2 }}
      >
        {products.map(({ name, price, Icon }, index) =>
          index < loaded ? (
            <div key={name}>
              <Box sx={{ height: 96, borderRadius: 1, bgcolor: 'action.selected', display: 'grid', placeItems: 'center' }}>
                <Icon fontSize="large" aria-hidden />
              </Box>
              <Typography variant="body2" sx={{ mt: 1 }}>{name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>{price}</Typography>
            </div>
          ) : (
            <div key={name}>
              <Skeleton variant="rounded" height={96} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                <Skeleton />
              </Typography>
              <Typography variant="body2">
                <Skeleton width="40%" />
              </Typography>
            </div>
          ),
        )}
      </Box>
      <Button variant="outlined" size="small" onClick={reload}>
        Reload products
      </Button>
    </Box>
  );
}
