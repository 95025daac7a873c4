import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// The page frame exposes its header's action area through context.
const HeaderSlotContext = React.createContext<HTMLElement | null>(null);

function HeaderActions({ children }: { children: React.ReactNode }) {
  const slot = React.useContext(HeaderSlotContext);
  return slot ? <Portal container={slot}>{children}</Portal> : null;
}

function ProfileForm() {
  const [name, setName] = React.useState('Noor Haddad');
  const [saved, setSaved] = React.useState('Noor Haddad');
  return (
    <Box sx={{ p: 2 }}>
      <TextField label="Display name" size="small" value={name} onChange={(event) => setName(event.target.value)} />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Saved name: {saved}
      </Typography>
      {/* Declared by the form, displayed in the page header. */}
      <HeaderActions>
        <Button size="small" variant="contained" disabled={name === saved} onClick={() => setSaved(name)}>
          Save
        </Button>
      </HeaderActions>
    </Box>
  );
}

export default function ToolbarSlot() {
  const [slot, setSlot] = React.useState<HTMLElement | null>(null);
  return (
    <HeaderSlotContext.Provider value={slot}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', maxWidth: 480 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2" component="p" sx={{ flex: 1 }}>
            Account / Profile
          </Typography>
          <Box ref={setSlot} sx={{ display: 'flex', gap: 1 }} />
        </Box>
        <ProfileForm />
      </Box>
    </HeaderSlotContext.Provider>
  );
}
