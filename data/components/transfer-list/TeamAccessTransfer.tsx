import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

const people = ['Amara Okafor', 'Bruno Costa', 'Chen Wei', 'Dana Levi', 'Elif Yilmaz', 'Femi Adeyemi', 'Greta Lind'];

export default function TeamAccessTransfer() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [members, setMembers] = React.useState(people.slice(0, 2));
  const others = people.filter((person) => !members.includes(person));

  const toggle = (person: string) =>
    setChecked((prev) => (prev.includes(person) ? prev.filter((p) => p !== person) : [...prev, person]));

  const toggleAll = (items: string[]) => {
    const allChecked = items.every((item) => checked.includes(item));
    setChecked(allChecked ? checked.filter((p) => !items.includes(p)) : [...new Set([...checked, ...items])]);
  };

  const move = (items: string[], toMembers: boolean) => {
    setMembers(toMembers ? [...members, ...items] : members.filter((p) => !items.includes(p)));
    setChecked(checked.filter((p) => !items.includes(p)));
  };

  const renderCard = (title: string, items: string[]) => {
    const count = items.filter((item) => checked.includes(item)).length;
    return (
      <Card variant="outlined" sx={{ width: 240 }}>
        <CardHeader
          sx={{ px: 2, py: 1 }}
          avatar={
            <Checkbox
              checked={count > 0 && count === items.length}
              indeterminate={count > 0 && count < items.length}
              disabled={items.length === 0}
              onChange={() => toggleAll(items)}
              slotProps={{ input: { 'aria-label': `Select all in ${title}` } }}
            />
          }
          title={title}
          subheader={`${count}/${items.length} selected`}
        />
        <Divider />
        <List dense aria-label={title} sx={{ height: 220, overflow: 'auto', bgcolor: 'background.paper' }}>
          {items.map((person) => (
            <ListItem key={person} sx={{ py: 0 }}>
              <FormControlLabel
                label={person}
                control={<Checkbox size="small" checked={checked.includes(person)} onChange={() => toggle(person)} />}
              />
            </ListItem>
          ))}
        </List>
      </Card>
    );
  };

  const selectedOthers = others.filter((p) => checked.includes(p));
  const selectedMembers = members.filter((p) => checked.includes(p));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      {renderCard('Organisation', others)}
      <Stack spacing={1} direction={{ xs: 'row', sm: 'column' }}>
        <Button variant="contained" size="small" disabled={!selectedOthers.length} onClick={() => move(selectedOthers, true)}>
          Grant access
        </Button>
        <Button variant="outlined" size="small" disabled={!selectedMembers.length} onClick={() => move(selectedMembers, false)}>
          Revoke
        </Button>
      </Stack>
      {renderCard('Project members', members)}
    </Stack>
  );
}
