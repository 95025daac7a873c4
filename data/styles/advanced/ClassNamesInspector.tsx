import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';

export default function ClassNamesInspector() {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [disabled, setDisabled] = React.useState(false);
  const [classNames, setClassNames] = React.useState<string[]>([]);

  // Read the class list after each render: it is only known once the button is in the DOM.
  React.useEffect(() => {
    setClassNames(Array.from(buttonRef.current?.classList ?? []));
  }, [disabled]);

  return (
    <div>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Button ref={buttonRef} variant="contained" startIcon={<SaveIcon />} disabled={disabled}>
          Save
        </Button>
        <FormControlLabel
          control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
          label="Disabled"
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Classes on the button element:
      </Typography>
      <Box component="ul" aria-live="polite" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {classNames.map((name) => (
          <li key={name}>
            <Chip
              size="small"
              label={name}
              variant={name.startsWith('css-') ? 'outlined' : 'filled'}
              color={name.startsWith('Mui-') ? 'secondary' : 'default'}
            />
          </li>
        ))}
      </Box>
    </div>
  );
}
