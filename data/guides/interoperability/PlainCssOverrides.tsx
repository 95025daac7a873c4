import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';

// In an app this would be a plain .css file; GlobalStyles stands in for it here.
// The selectors are exactly what you would write in that file. Each one pairs your
// class with a Mui class, so it wins over the component's own single-class styles.
const stylesheet = `
  .checkout-button.MuiButton-root {
    border-radius: 999px;
    padding-inline: 24px;
    letter-spacing: 0.02em;
  }
  .checkout-button .MuiButton-endIcon {
    transition: transform 150ms;
  }
  .checkout-button:hover .MuiButton-endIcon {
    transform: translateX(4px);
  }
  .checkout-button.MuiButton-root.Mui-disabled {
    border-style: dashed;
  }
`;

export default function PlainCssOverrides() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <GlobalStyles styles={stylesheet} />
      <Button className="checkout-button" variant="contained" endIcon={<span aria-hidden>→</span>}>
        Continue to payment
      </Button>
      <Button className="checkout-button" variant="outlined" disabled endIcon={<span aria-hidden>→</span>}>
        Cart is empty
      </Button>
    </Stack>
  );
}
