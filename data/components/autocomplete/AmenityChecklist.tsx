import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const amenities = [
  'Air conditioning',
  'Airport shuttle',
  'Breakfast included',
  'Free Wi-Fi',
  'Gym',
  'Kitchenette',
  'Parking',
  'Pet friendly',
  'Pool',
  'Spa',
];

export default function AmenityChecklist() {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      sx={{ maxWidth: 480 }}
      options={amenities}
      defaultValue={['Free Wi-Fi', 'Parking']}
      renderOption={(props, amenity, { selected }) => {
        const { key, ...optionProps } = props;
        // The icon only mirrors aria-selected, which the option already carries for assistive technology.
        const Icon = selected ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
        return (
          <li key={key} {...optionProps}>
            <Icon fontSize="small" color={selected ? 'primary' : 'action'} sx={{ mr: 1.5 }} />
            {amenity}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Must-have amenities" />}
    />
  );
}
