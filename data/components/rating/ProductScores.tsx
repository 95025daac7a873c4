import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const products = [
  { name: 'Trail running shoes', average: 4.6, reviews: 1284 },
  { name: 'Rain jacket', average: 3.5, reviews: 212 },
  { name: 'Merino socks', average: 4.9, reviews: 87 },
];

export default function ProductScores() {
  return (
    <Stack spacing={2}>
      {products.map((product) => (
        <Stack key={product.name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 180 }}>{product.name}</Typography>
          <Rating
            value={product.average}
            precision={0.1}
            readOnly
            size="small"
            getLabelText={(value) => `Rated ${value} out of 5`}
          />
          <Typography variant="body2" color="text.secondary">
            {product.average.toFixed(1)} ({product.reviews} reviews)
          </Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Rating value={4} readOnly size="large" getLabelText={(value) => `${value} stars`} />
        <Rating value={3} disabled getLabelText={(value) => `${value} stars`} name="disabled-rating" />
      </Stack>
    </Stack>
  );
}
