import Snackbar from '@mui/material/Snackbar';

/** The feedback error message; a separate chunk, loaded when an error occurs. */
export default function FeedbackSnackbar({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Snackbar open autoHideDuration={6000} onClose={onClose} message={message} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
  );
}
