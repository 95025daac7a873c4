import { IslandBoundary, once, useLazyModule } from '../islands';
import { useTranslate } from '../providers';

// Material UI's Snackbar loads the first time there is a message to show, never with the page.
const loadSnackbar = once(() => import('./MessageSnackbar'));

/**
 * A short message at the bottom of the screen, in Material UI's Snackbar; when the Snackbar's code cannot load
 * (a deploy removed it, the network dropped), the same message in a plain box the reader dismisses.
 */
export function Toast({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useTranslate();
  const { status, module } = useLazyModule(loadSnackbar, true);
  const plain = (
    <div role="status" className="island-toast">
      <span>{message}</span>
      <button type="button" onClick={onClose}>
        {t('island.dismiss')}
      </button>
    </div>
  );
  if (status === 'failed') {
    return plain;
  }
  const Snackbar = module?.default;
  return Snackbar ? (
    <IslandBoundary fallback={plain}>
      <Snackbar message={message} onClose={onClose} />
    </IslandBoundary>
  ) : null;
}
