import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

// A generic wrapper: the props accepted depend on what `component` is.
type ActionButtonProps<C extends React.ElementType> = ButtonProps<C, { component?: C }> & {
  icon: React.ReactNode;
};

function ActionButton<C extends React.ElementType = 'button'>({
  icon,
  ...props
}: ActionButtonProps<C>) {
  return <Button variant="outlined" startIcon={icon} {...props} />;
}

export default function ActionButtons() {
  const [downloads, setDownloads] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {/* A <button>: onClick receives a MouseEvent<HTMLButtonElement>. */}
      <ActionButton icon={<DownloadIcon />} onClick={() => setDownloads((n) => n + 1)}>
        Export CSV ({downloads})
      </ActionButton>
      {/* An <a>: href, target and rel are type-checked as anchor attributes. */}
      <ActionButton
        component="a"
        href="https://github.com/mui/material-ui"
        target="_blank"
        rel="noopener noreferrer"
        icon={<OpenInNewIcon />}
      >
        Source code
      </ActionButton>
    </Stack>
  );
}
