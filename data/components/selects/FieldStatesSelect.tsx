import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function FieldStatesSelect() {
  const ids = {
    region: React.useId(),
    plan: React.useId(),
    language: React.useId(),
    card: React.useId(),
  };
  const [language, setLanguage] = React.useState('');
  const [card, setCard] = React.useState('visa-4242');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 560 }}>
      <FormControl disabled>
        <InputLabel id={ids.region}>Data region</InputLabel>
        <Select labelId={ids.region} label="Data region" defaultValue="eu-west">
          <MenuItem value="eu-west">EU (Frankfurt)</MenuItem>
          <MenuItem value="us-east">US (Virginia)</MenuItem>
        </Select>
      </FormControl>
      <FormControl>
        <InputLabel id={ids.plan}>Plan</InputLabel>
        <Select labelId={ids.plan} label="Plan" defaultValue="team" readOnly>
          <MenuItem value="free">Free</MenuItem>
          <MenuItem value="team">Team</MenuItem>
          <MenuItem value="enterprise">Enterprise</MenuItem>
        </Select>
        <FormHelperText>Only the owner can change the plan</FormHelperText>
      </FormControl>
      <FormControl required>
        <InputLabel id={ids.language}>Interface language</InputLabel>
        <Select
          labelId={ids.language}
          label="Interface language"
          value={language}
          onChange={(event: SelectChangeEvent) => setLanguage(event.target.value)}
        >
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="es">Español</MenuItem>
          <MenuItem value="ja">日本語</MenuItem>
        </Select>
        <FormHelperText>Used in menus and emails</FormHelperText>
      </FormControl>
      <FormControl error={card === 'visa-4242'}>
        <InputLabel id={ids.card}>Payment card</InputLabel>
        <Select
          labelId={ids.card}
          label="Payment card"
          value={card}
          onChange={(event: SelectChangeEvent) => setCard(event.target.value)}
        >
          <MenuItem value="visa-4242">Visa ending 4242 (expired)</MenuItem>
          <MenuItem value="mc-5100">Mastercard ending 5100</MenuItem>
        </Select>
        <FormHelperText>{card === 'visa-4242' ? 'This card has expired' : 'Charged on the 1st'}</FormHelperText>
      </FormControl>
    </Box>
  );
}
