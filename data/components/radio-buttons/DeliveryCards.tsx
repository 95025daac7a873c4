import * as React from 'react';
import FormControlLabel, { FormControlLabelProps } from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

const CardLabel = styled(FormControlLabel, {
  shouldForwardProp: (prop) => prop !== 'active',
})<{ active: boolean }>(({ theme, active }) => ({
  margin: 0,
  padding: theme.spacing(1, 2, 1, 1),
  border: '1px solid',
  borderRadius: theme.shape.borderRadius,
  borderColor: active ? (theme.vars || theme).palette.primary.main : (theme.vars || theme).palette.divider,
  '.MuiFormControlLabel-label': { fontWeight: active ? 600 : 400 },
}));

// Reads the group's value through context to highlight the chosen option.
function OptionCard(props: Omit<FormControlLabelProps, 'control'>) {
  const radioGroup = useRadioGroup();
  const checked = radioGroup ? radioGroup.value === props.value : false;
  return <CardLabel active={checked} control={<Radio />} {...props} />;
}

export default function DeliveryCards() {
  const [slot, setSlot] = React.useState('morning');

  return (
    <RadioGroup
      name="delivery-slot"
      value={slot}
      onChange={(event, value) => setSlot(value)}
      aria-label="Delivery slot"
      sx={{ gap: 1, maxWidth: 320 }}
    >
      <OptionCard value="morning" label="Morning, 8:00–12:00" />
      <OptionCard value="afternoon" label="Afternoon, 12:00–17:00" />
      <OptionCard value="evening" label="Evening, 17:00–21:00" />
    </RadioGroup>
  );
}
