import Snackbar from '@mui/material/Snackbar';

/** A short message at the bottom of the screen (feedback errors, demo toolbar messages); a chunk of its own. */
export default function MessageSnackbar({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Snackbar open autoHideDuration={6000} onClose={onClose} message={message} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
  );
}
