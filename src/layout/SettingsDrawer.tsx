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

interface ToggleSettingProps<T extends string> {
  title: string;
  /** Analytics action of the setting (category `settings`, label the chosen value). */
  action: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

/** One setting: a heading and an exclusive toggle group whose buttons carry analytics attributes. */
function ToggleSetting<T extends string>({ title, action, value, options, onChange }: ToggleSettingProps<T>) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <h3
        id={id}
        style={{ fontSize: '0.75rem', textTransform: 'uppercase', letterSpacing: '0.06em', margin: '0 0 8px' }}
      >
        {title}
      </h3>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={value}
        onChange={(_, next: T | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            data-ga-event-category="settings"
            data-ga-event-action={action}
            data-ga-event-label={option.value}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </section>
  );
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
      <ToggleSetting
        title={t('settings.mode')}
        action="mode"
        value={mode ?? 'system'}
        options={COLOR_MODES.map((value) => ({ value, label: t(`settings.${value}`) }))}
        onChange={setMode}
      />
      {settings ? (
        <>
          <ToggleSetting
            title={t('settings.direction')}
            action="direction"
            value={direction}
            options={DIRECTIONS.map((value) => ({ value, label: t(`settings.${value}`) }))}
            onChange={settings.setDirection}
          />
          <ToggleSetting
            title={t('settings.density')}
            action="density"
            value={settings.settings.dense ? 'dense' : 'default'}
            options={(['default', 'dense'] as const).map((value) => ({ value, label: t(`settings.${value}`) }))}
            onChange={(value) => settings.setDense(value === 'dense')}
          />
        </>
      ) : null}
      {showCodeStyling ? (
        <ToggleSetting
          title={t('settings.codeStyling')}
          action="code-styling"
          value={codeStyling}
          options={CODE_STYLINGS.map((value) => ({ value, label: CODE_STYLING_LABELS[value] }))}
          onChange={setCodeStyling}
        />
      ) : null}
    </Drawer>
  );
}
