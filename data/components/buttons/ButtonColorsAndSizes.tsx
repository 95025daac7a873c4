import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const colors = ['primary', 'secondary', 'success', 'error', 'info', 'warning', 'inherit'] as const;
const sizes = ['small', 'medium', 'large'] as const;

export default function ButtonColorsAndSizes() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography component="p" variant="overline" sx={{ color: 'text.secondary' }}>
          Colors
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {colors.map((color) => (
            <Button key={color} variant="contained" color={color}>
              {color}
            </Button>
          ))}
        </Stack>
      </div>
      <div>
        <Typography component="p" variant="overline" sx={{ color: 'text.secondary' }}>
          Sizes
        </Typography>
        {(['text', 'outlined', 'contained'] as const).map((variant) => (
          <Stack key={variant} direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            {sizes.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {size}
              </Button>
            ))}
          </Stack>
        ))}
      </div>
    </Stack>
  );
}
