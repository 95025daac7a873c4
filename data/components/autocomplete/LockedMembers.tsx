import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import LockIcon from '@mui/icons-material/Lock';

const people = ['Aiko Tanaka (owner)', 'You', 'Farid Haddad', 'Grace Mensah', 'Ines Moreau', 'Jonas Berg', 'Kavya Rao'];
const locked = people.slice(0, 2); // the channel owner and yourself can't be removed

export default function LockedMembers() {
  const [members, setMembers] = React.useState<string[]>([...locked, 'Grace Mensah']);

  return (
    <Autocomplete
      multiple
      sx={{ maxWidth: 480 }}
      options={people}
      value={members}
      onChange={(event, newValue) => {
        // Whatever the reason (a chip's delete, Backspace, the clear button), the locked members stay.
        setMembers([...locked, ...newValue.filter((person) => !locked.includes(person))]);
      }}
      renderValue={(values, getItemProps) =>
        values.map((person, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          const isLocked = locked.includes(person);
          return (
            <Chip
              key={key}
              label={person}
              icon={isLocked ? <LockIcon titleAccess="Locked" /> : undefined}
              onDelete={isLocked ? undefined : onDelete}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => <TextField {...params} label="Channel members" />}
    />
  );
}
