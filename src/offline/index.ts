// The offline support's door: the hook `_app` mounts (it loads the registration on demand).
export { useOfflineSupport } from './useOfflineSupport';
