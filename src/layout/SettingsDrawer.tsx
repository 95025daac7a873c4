import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useColorScheme } from '@mui/material/styles';
import { useTranslate } from '../providers';

const MODES = ['light', 'system', 'dark'] as const;

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Reader settings; loaded the first time the settings button is pressed. */
export default function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { mode, setMode } = useColorScheme();
  const t = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, p: 2 } } }}>
      <h2 id="settings-title" style={{ fontSize: '1.1rem', margin: '0 0 16px' }}>
        {t('settings.title')}
      </h2>
      <div role="group" aria-label={t('settings.mode')} style={{ display: 'flex', gap: 8 }}>
        {MODES.map((option) => (
          <Button
            key={option}
            variant={mode === option ? 'contained' : 'outlined'}
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
          >
            {t(`settings.${option}`)}
          </Button>
        ))}
      </div>
    </Drawer>
  );
}
