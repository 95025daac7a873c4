import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Member {
  id: number;
  name: string;
  email: string;
  initials: string;
}

const members: Member[] = [
  { id: 7, name: 'Amara Okafor', email: 'amara@acme.dev', initials: 'AO' },
  { id: 12, name: 'Bruno Costa', email: 'bruno@acme.dev', initials: 'BC' },
  { id: 21, name: 'Chen Wei', email: 'chen@acme.dev', initials: 'CW' },
  { id: 34, name: 'Dana Levi', email: 'dana@acme.dev', initials: 'DL' },
  { id: 48, name: 'Elif Yilmaz', email: 'elif@acme.dev', initials: 'EY' },
];

export default function AssigneePicker() {
  return (
    <Autocomplete
      sx={{ maxWidth: 360 }}
      options={members}
      defaultValue={{ id: 12, name: 'Bruno Costa', email: 'bruno@acme.dev', initials: 'BC' }}
      getOptionLabel={(member) => member.name}
      getOptionKey={(member) => member.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionDisabled={(member) => member.id === 48}
      autoHighlight
      renderOption={(props, member) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Avatar sx={{ width: 28, height: 28, fontSize: 12 }}>{member.initials}</Avatar>
            <Box>
              <Typography variant="body2">
                {member.name}
                {member.id === 48 ? ' (on leave)' : ''}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {member.email}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Assignee" />}
    />
  );
}
