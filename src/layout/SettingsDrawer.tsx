import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useColorScheme } from '@mui/material/styles';
import { CODE_STYLINGS, CODE_STYLING_LABELS, COLOR_MODES, DIRECTIONS } from '../core/preferences';
import { useCodePreferences, useThemeSettings, useTranslate } from '../providers';

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Code styling applies to the `/x/` area's samples only. */
  showCodeStyling: boolean;
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <h3 id={id} style={{ fontSize: '0.75rem', textTransform: 'uppercase', letterSpacing: '0.06em', margin: '0 0 8px' }}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Analytics attributes of a settings control (one document listener reads them). */
function ga(action: string, label: string) {
  return { 'data-ga-event-category': 'settings', 'data-ga-event-action': action, 'data-ga-event-label': label };
}

/** Reader settings: colour mode, direction, density and, on `/x/` pages, code styling. Loaded when first opened. */
export default function SettingsDrawer({ open, onClose, showCodeStyling }: SettingsDrawerProps) {
  const { mode, setMode } = useColorScheme();
  const settings = useThemeSettings();
  const { codeStyling, setCodeStyling } = useCodePreferences();
  const t = useTranslate();
  const direction = settings?.settings.direction ?? 'ltr';
  return (
    <Drawer
      anchor={direction === 'rtl' ? 'left' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320, p: 2 }, 'aria-labelledby': 'settings-title' } as object }}
    >
      <h2 id="settings-title" style={{ fontSize: '1.1rem', margin: '0 0 16px' }}>
        {t('settings.title')}
      </h2>
      <Group title={t('settings.mode')}>
        <ToggleButtonGroup exclusive fullWidth size="small" value={mode ?? 'system'} onChange={(_, value) => value && setMode(value)}>
          {COLOR_MODES.map((value) => (
            <ToggleButton key={value} value={value} {...ga('mode', value)}>
              {t(`settings.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Group>
      {settings ? (
        <>
          <Group title={t('settings.direction')}>
            <ToggleButtonGroup exclusive fullWidth size="small" value={direction} onChange={(_, value) => value && settings.setDirection(value)}>
              {DIRECTIONS.map((value) => (
                <ToggleButton key={value} value={value} {...ga('direction', value)}>
                  {t(`settings.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Group>
          <Group title={t('settings.density')}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={settings.settings.dense ? 'dense' : 'default'}
              onChange={(_, value) => value && settings.setDense(value === 'dense')}
            >
              {(['default', 'dense'] as const).map((value) => (
                <ToggleButton key={value} value={value} {...ga('density', value)}>
                  {t(`settings.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Group>
        </>
      ) : null}
      {showCodeStyling ? (
        <Group title={t('settings.codeStyling')}>
          <ToggleButtonGroup exclusive fullWidth size="small" value={codeStyling} onChange={(_, value) => value && setCodeStyling(value)}>
            {CODE_STYLINGS.map((value) => (
              <ToggleButton key={value} value={value} {...ga('code-styling', value)}>
                {CODE_STYLING_LABELS[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Group>
      ) : null}
    </Drawer>
  );
}
