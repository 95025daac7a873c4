import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Code = 'en' | 'zh';

// Interface strings come from a catalogue per language; a missing key falls back to English.
const messages: Record<Code, Record<string, string>> = {
  en: { title: 'Button', helpful: 'Was this page helpful?', yes: 'Yes', no: 'No', next: 'Next' },
  zh: { title: 'Button 按钮', helpful: '这个页面对你有帮助吗？', yes: '是', no: '否', next: '下一页' },
};

export default function TranslatedChrome() {
  const [code, setCode] = React.useState<Code>('zh');
  const t = (key: string) => messages[code][key] ?? messages.en[key] ?? key;

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Page language"
        value={code}
        onChange={(event, next: Code | null) => next && setCode(next)}
      >
        <ToggleButton value="en">English</ToggleButton>
        <ToggleButton value="zh" lang="zh">
          中文
        </ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined" lang={code} sx={{ p: 2 }}>
        <Typography variant="h5" component="h3" sx={{ color: 'primary.main' }}>
          {t('title')}
        </Typography>
        <Box
          lang="en"
          sx={{ my: 1.5, p: 1.5, borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
        >
          <Typography variant="body2">
            Buttons start actions: saving a form, opening a dialog, moving to the next step. Pick the variant that
            matches how important the action is.
          </Typography>
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">{t('helpful')}</Typography>
          <Button size="small">{t('yes')}</Button>
          <Button size="small">{t('no')}</Button>
          <Box sx={{ flex: 1 }} />
          <Button size="small" variant="outlined">
            {t('next')}
          </Button>
        </Stack>
      </Paper>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Solid text follows the language; the dashed box is page body, which stays in English.
      </Typography>
    </Stack>
  );
}
