import Paper from '@mui/material/Paper';
import MenuList from '@mui/material/MenuList';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Check from '@mui/icons-material/Check';

const spacings = ['Single', '1.15', 'Double'];

export default function DenseMenu() {
  return (
    <Paper sx={{ width: 260 }}>
      <MenuList dense aria-label="Line spacing">
        {spacings.map((spacing) => (
          <MenuItem key={spacing}>
            {spacing === '1.15' ? (
              <ListItemIcon>
                <Check />
              </ListItemIcon>
            ) : null}
            <ListItemText inset={spacing !== '1.15'}>{spacing}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemText>Add space before paragraph</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemText>Add space after paragraph</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem>
          <ListItemText>Custom spacing…</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
