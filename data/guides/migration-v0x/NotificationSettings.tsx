import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

type Digest = 'daily' | 'weekly' | 'never';

export default function NotificationSettings() {
  // v0: <Toggle toggled onToggle>; today: <Switch checked onChange>.
  const [mentions, setMentions] = React.useState(true);
  const [digest, setDigest] = React.useState<Digest>('weekly');
  const [email, setEmail] = React.useState('sam@example');
  const emailError = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      {/* v0: <Subheader>; today: <ListSubheader> */}
      <List subheader={<ListSubheader>Notifications</ListSubheader>}>
        <ListItem
          secondaryAction={
            <Switch
              edge="end"
              checked={mentions}
              onChange={(event) => setMentions(event.target.checked)}
              slotProps={{ input: { 'aria-labelledby': 'mentions-label' } }}
            />
          }
        >
          {/* v0: <ListItem primaryText secondaryText>; today: <ListItemText primary secondary> */}
          <ListItemText id="mentions-label" primary="Mentions" secondary="When someone @mentions you" />
        </ListItem>
      </List>
      <Stack spacing={2} sx={{ px: 2, pb: 2 }}>
        {/* v0: <SelectField floatingLabelText>; today: <TextField select label> */}
        <TextField
          select
          label="Email digest"
          value={digest}
          onChange={(event) => setDigest(event.target.value as Digest)}
        >
          <MenuItem value="daily">Daily</MenuItem>
          <MenuItem value="weekly">Weekly</MenuItem>
          <MenuItem value="never">Never</MenuItem>
        </TextField>
        {/* v0: floatingLabelText, hintText, errorText; today: label, placeholder, error + helperText */}
        <TextField
          label="Send to"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          helperText={emailError ? 'Enter a full email address' : ' '}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {/* v0: <FlatButton label>; today: <Button> with children */}
          <Button
            onClick={() => {
              setMentions(true);
              setDigest('weekly');
              setEmail('');
            }}
          >
            Reset
          </Button>
          {/* v0: <RaisedButton primary>; today: <Button variant="contained"> */}
          <Button variant="contained" disabled={emailError}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
