import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useColorScheme } from '@mui/material/styles';

const MODES = [
  { value: 'light', label: 'Light' },
  { value: 'system', label: 'System' },
  { value: 'dark', label: 'Dark' },
] as const;

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Reader settings; loaded the first time the settings button is pressed. */
export default function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { mode, setMode } = useColorScheme();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, p: 2 } } }}>
      <h2 id="settings-title" style={{ fontSize: '1.1rem', margin: '0 0 16px' }}>
        Settings
      </h2>
      <div role="group" aria-label="Mode" style={{ display: 'flex', gap: 8 }}>
        {MODES.map((option) => (
          <Button
            key={option.value}
            variant={mode === option.value ? 'contained' : 'outlined'}
            aria-pressed={mode === option.value}
            onClick={() => setMode(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </Drawer>
  );
}
