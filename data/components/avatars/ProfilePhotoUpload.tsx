import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

const MAX_BYTES = 2 * 1024 * 1024;

export default function ProfilePhotoUpload() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const hintId = React.useId();
  const [photoUrl, setPhotoUrl] = React.useState<string | null>(null);
  const [message, setMessage] = React.useState('JPG, PNG or WebP, up to 2 MB.');

  // Release the previous preview when it is replaced or the component unmounts.
  React.useEffect(() => {
    return () => {
      if (photoUrl) URL.revokeObjectURL(photoUrl);
    };
  }, [photoUrl]);

  const handleFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // lets the same file be picked again
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > MAX_BYTES) {
      setMessage(`“${file.name}” is not an image under 2 MB.`);
      return;
    }
    setPhotoUrl(URL.createObjectURL(file));
    setMessage(`Preview of “${file.name}”. Save your profile to keep it.`);
  };

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Avatar
        src={photoUrl ?? undefined}
        alt="Your profile photo"
        sx={{ width: 80, height: 80, fontSize: '2rem', bgcolor: 'primary.main' }}
      >
        LW
      </Avatar>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            startIcon={<PhotoCameraIcon />}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            {photoUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          <Button
            disabled={!photoUrl}
            onClick={() => {
              setPhotoUrl(null);
              setMessage('Photo removed. Your initials are shown instead.');
            }}
          >
            Remove
          </Button>
        </Stack>
        <Typography id={hintId} variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {message}
        </Typography>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          aria-label="Profile photo file"
          hidden
          onChange={handleFile}
        />
      </Stack>
    </Stack>
  );
}
