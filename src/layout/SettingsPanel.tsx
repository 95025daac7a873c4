import { styled } from '@mui/material/styles';
import { CODE_STYLINGS, CODE_STYLING_LABELS, COLOR_MODES, DIRECTIONS, type ReaderSetting } from '../core/preferences';
import { useTranslate } from '../providers';
import { Icon } from '../icons';
import { FrameIconButton } from './FrameIconButton';

/** The panel's id: the settings button controls it. */
export const SETTINGS_PANEL_ID = 'docs-settings';

const Panel = styled('dialog')(({ theme }) => ({
  // A sheet along the inline end of the screen (the left one, right to left), as tall as the screen.
  insetBlock: 0,
  insetInline: 'auto 0',
  width: 320,
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: 16,
  border: 0,
  background: theme.vars.palette.background.paper,
  color: 'inherit',
  boxShadow: theme.vars.shadows[16],
  '&::backdrop': { background: 'rgba(0 0 0 / 0.5)' },
  '& h2': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    margin: '0 0 16px',
    fontSize: '1.1rem',
  },
  '& h3': { margin: '24px 0 8px', fontSize: '0.75rem', textTransform: 'uppercase', letterSpacing: '0.06em' },
  // Each setting, an exclusive toggle group: one row of joined buttons, the chosen one pressed.
  '& [role="group"]': { display: 'flex' },
  '& [role="group"] button': {
    flex: 1,
    minHeight: 40,
    border: `1px solid ${theme.vars.palette.divider}`,
    marginInlineStart: -1,
    background: 'none',
    color: theme.vars.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { background: theme.vars.palette.action.hover },
    '&[aria-pressed="true"]': {
      background: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
      color: theme.vars.palette.primary.main,
    },
  },
}));

function Setting({
  id,
  title,
  setting,
  options,
}: {
  id: string;
  title: string;
  setting: ReaderSetting;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <>
      <h3 id={id}>{title}</h3>
      <div role="group" aria-labelledby={id} data-setting={setting}>
        {options.map((option) => (
          <button key={option.value} type="button" aria-pressed="false" value={option.value}>
            {option.label}
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * The reader's settings: colour mode, direction, density and, in the `/x/` area, code styling. Exported with the
 * frame as a closed modal `<dialog>`, each setting a group of buttons (`data-setting` on the group, the choice in
 * each button's `value`); the page's shell (`shell/settings.ts`) opens it from the app bar's button, marks the
 * current choices (and the buttons' analytics attributes, which the markup leaves out for its size) and applies a
 * new one, with no code to load first.
 */
export function SettingsPanel({ showCodeStyling }: { showCodeStyling: boolean }) {
  const t = useTranslate();
  return (
    <Panel id={SETTINGS_PANEL_ID} className="settings-panel" aria-labelledby="settings-title">
      <FrameIconButton type="button" data-settings-close aria-label={t('settings.close')}>
        <Icon name="close" />
      </FrameIconButton>
      <h2 id="settings-title">{t('settings.title')}</h2>
      <Setting
        id="settings-mode"
        title={t('settings.mode')}
        setting="mode"
        options={COLOR_MODES.map((value) => ({ value, label: t(`settings.${value}`) }))}
      />
      <Setting
        id="settings-direction"
        title={t('settings.direction')}
        setting="direction"
        options={DIRECTIONS.map((value) => ({ value, label: t(`settings.${value}`) }))}
      />
      <Setting
        id="settings-density"
        title={t('settings.density')}
        setting="density"
        options={(['default', 'dense'] as const).map((value) => ({ value, label: t(`settings.${value}`) }))}
      />
      {showCodeStyling ? (
        <Setting
          id="settings-code-styling"
          title={t('settings.codeStyling')}
          setting="code-styling"
          options={CODE_STYLINGS.map((value) => ({ value, label: CODE_STYLING_LABELS[value] }))}
        />
      ) : null}
    </Panel>
  );
}
