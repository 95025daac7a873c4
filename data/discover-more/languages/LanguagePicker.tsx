import * as React from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';

const languages = [
  { code: 'en', name: 'English', english: 'English' },
  { code: 'zh', name: '简体中文', english: 'Simplified Chinese' },
] as const;

type Code = (typeof languages)[number]['code'];

// English pages have no prefix; other languages add /<code> in front of the same path.
function localizePath(path: string, code: Code) {
  const withoutPrefix = path.replace(/^\/zh(?=\/)/, '');
  return code === 'en' ? withoutPrefix : `/${code}${withoutPrefix}`;
}

export default function LanguagePicker() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [path, setPath] = React.useState('/components/buttons/#sizes');
  const current = path.startsWith('/zh/') ? 'zh' : 'en';

  const choose = (code: Code) => {
    setPath(localizePath(path, code));
    setAnchorEl(null);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<TranslateIcon />}
        id="language-button"
        aria-haspopup="true"
        aria-controls={anchorEl ? 'language-menu' : undefined}
        aria-expanded={anchorEl ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        {languages.find((language) => language.code === current)?.name}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchorEl}
        open={Boolean(anchorEl)}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': 'language-button' } }}
      >
        {languages.map((language) => (
          <MenuItem key={language.code} selected={language.code === current} onClick={() => choose(language.code)}>
            <ListItemIcon>{language.code === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={<span lang={language.code}>{language.name}</span>} secondary={language.english} />
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2">
        Address: <code>{path}</code>
      </Typography>
    </Stack>
  );
}
