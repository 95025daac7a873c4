import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const contacts = [
  'ana.ruiz@studio.example',
  'ben.ito@studio.example',
  'chloe.martin@studio.example',
  'dev.patel@studio.example',
  'emeka.obi@studio.example',
  'freya.nilsen@studio.example',
  'gus.weber@studio.example',
];

export default function RecipientLimit() {
  return (
    <Autocomplete
      multiple
      limitTags={2}
      getLimitTagsText={(more) => `and ${more} more`}
      sx={{ maxWidth: 520 }}
      options={contacts}
      defaultValue={contacts.slice(0, 5)}
      renderInput={(params) => <TextField {...params} label="Send the invoice to" />}
    />
  );
}
