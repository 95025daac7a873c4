// Browser helpers every feature may use: the clipboard, guarded storage, a required context, the page's activation,
// following `<html>`'s preference attributes.
export { copyToClipboard } from './clipboard';
export { readStored, writeStored } from './storage';
export { useRequiredContext } from './requiredContext';
export { usePageShown, whenShown } from './pageShown';
export {
  CODE_PREFERENCES_EVENT,
  currentCodePreferences,
  markCodeButtons,
  setCodeStyling,
  setCodeVariant,
  startCodeSwitches,
} from './codePreferences';
export { followHtmlAttributes } from './htmlAttributes';
