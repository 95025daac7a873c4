import Checkbox, { checkboxClasses, CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel, { formControlLabelClasses } from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { styled } from '@mui/material/styles';

// Checkbox passes `fontSize` to its icons: keep it off the span.
const BoxIcon = styled('span', { shouldForwardProp: (prop) => prop !== 'fontSize' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  boxSizing: 'border-box',
  borderRadius: 6,
  border: `2px solid ${(theme.vars || theme).palette.text.secondary}`,
  'input:hover ~ &': { borderColor: (theme.vars || theme).palette.primary.main },
  '.Mui-focusVisible &': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const CheckedBoxIcon = styled(BoxIcon)(({ theme }) => ({
  borderColor: (theme.vars || theme).palette.primary.main,
  backgroundColor: (theme.vars || theme).palette.primary.main,
  color: (theme.vars || theme).palette.primary.contrastText,
}));

const tick = (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

function RoundedCheckbox(props: CheckboxProps) {
  return <Checkbox disableRipple icon={<BoxIcon />} checkedIcon={<CheckedBoxIcon>{tick}</CheckedBoxIcon>} {...props} />;
}

const items = ['Passport', 'Phone charger', 'Sunscreen', 'Hiking boots'];

export default function PackingListCheckboxes() {
  return (
    <FormGroup
      sx={{
        // Cross out packed items: the label follows the checked checkbox.
        [`& .${checkboxClasses.checked} + .${formControlLabelClasses.label}`]: {
          textDecoration: 'line-through',
          color: 'text.secondary',
        },
      }}
    >
      {items.map((item, index) => (
        <FormControlLabel key={item} label={item} control={<RoundedCheckbox defaultChecked={index < 2} />} />
      ))}
    </FormGroup>
  );
}
