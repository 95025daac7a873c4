import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const channels = ['Email', 'Push notification', 'SMS', 'Slack', 'Microsoft Teams'];

export default function NotificationChannelsSelect() {
  const labelId = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['Email']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: { xs: '100%', sm: 320 } }}>
      <InputLabel id={labelId}>Notify me by</InputLabel>
      <Select labelId={labelId} label="Notify me by" multiple value={selected} onChange={handleChange}>
        {channels.map((channel) => (
          <MenuItem key={channel} value={channel}>
            {channel}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
