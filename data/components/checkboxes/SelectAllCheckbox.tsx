import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions'];

export default function SelectAllCheckbox() {
  const [chosen, setChosen] = React.useState<string[]>(['Olives']);
  const allChosen = chosen.length === toppings.length;
  const someChosen = chosen.length > 0 && !allChosen;
  // Material UI marks the input aria-checked="mixed" but leaves the native property alone; setting it too keeps
  // the two in agreement, which is what assistive technology (and axe) check.
  const allRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (allRef.current) {
      allRef.current.indeterminate = someChosen;
    }
  }, [someChosen]);

  const toggle = (topping: string) =>
    setChosen((list) =>
      list.includes(topping) ? list.filter((item) => item !== topping) : [...list, topping],
    );

  return (
    <div>
      <FormControlLabel
        label="All toppings"
        control={
          <Checkbox
            checked={allChosen}
            indeterminate={someChosen}
            inputRef={allRef}
            onChange={() => setChosen(allChosen ? [] : toppings)}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={<Checkbox checked={chosen.includes(topping)} onChange={() => toggle(topping)} />}
          />
        ))}
      </Box>
    </div>
  );
}
