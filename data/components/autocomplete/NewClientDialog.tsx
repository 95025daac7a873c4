import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

interface Client {
  name: string;
  email: string;
  draft?: boolean; // the extra "Add …" option
}

const filter = createFilterOptions<Client>();

export default function NewClientDialog() {
  const [clients, setClients] = React.useState<Client[]>([
    { name: 'Bluebird Bakery', email: 'orders@bluebird.example' },
    { name: 'Northwind Outfitters', email: 'ap@northwind.example' },
    { name: 'Orbit Dental', email: 'office@orbit.example' },
  ]);
  const [value, setValue] = React.useState<Client | null>(null);
  const [draft, setDraft] = React.useState<Client | null>(null);

  const closeDialog = () => setDraft(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const client = { name: draft.name.trim(), email: draft.email.trim() };
    setClients((previous) => [...previous, client]);
    setValue(client);
    closeDialog();
  };

  return (
    <>
      <Autocomplete
        sx={{ width: 320 }}
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        options={clients}
        value={value}
        onChange={(event, newValue) => {
          if (typeof newValue === 'string') {
            // Enter on typed text: pick the client if the name exists, otherwise offer to create it.
            const existing = clients.find((client) => client.name.toLowerCase() === newValue.trim().toLowerCase());
            if (existing) setValue(existing);
            else setDraft({ name: newValue, email: '' });
          } else if (newValue?.draft) {
            setDraft({ name: newValue.name, email: '' });
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed !== '' && !options.some((client) => client.name === typed)) {
            filtered.push({ name: typed, email: '', draft: true });
          }
          return filtered;
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              {option.draft ? `Add client "${option.name}"…` : option.name}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Client" />}
      />
      <Dialog open={draft !== null} onClose={closeDialog}>
        <form onSubmit={handleSubmit}>
          <DialogTitle>New client</DialogTitle>
          <DialogContent>
            <DialogContentText>Invoices for this project go to the billing address below.</DialogContentText>
            <TextField
              autoFocus
              required
              fullWidth
              margin="dense"
              label="Company name"
              value={draft?.name ?? ''}
              onChange={(event) => setDraft((previous) => previous && { ...previous, name: event.target.value })}
            />
            <TextField
              required
              fullWidth
              margin="dense"
              type="email"
              label="Billing email"
              value={draft?.email ?? ''}
              onChange={(event) => setDraft((previous) => previous && { ...previous, email: event.target.value })}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={closeDialog}>Cancel</Button>
            <Button type="submit" variant="contained">
              Add client
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
