// Browser helpers every feature may use: the clipboard, guarded storage, a required context.
export { copyToClipboard } from './clipboard';
export { readStored, writeStored } from './storage';
export { useRequiredContext } from './requiredContext';
