import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';
import DeleteSharpIcon from '@mui/icons-material/DeleteSharp';
import AlarmIcon from '@mui/icons-material/Alarm';
import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import AlarmRoundedIcon from '@mui/icons-material/AlarmRounded';
import AlarmTwoToneIcon from '@mui/icons-material/AlarmTwoTone';
import AlarmSharpIcon from '@mui/icons-material/AlarmSharp';

const themes = [
  { name: 'Filled', suffix: '', icons: [DeleteIcon, AlarmIcon] },
  { name: 'Outlined', suffix: 'Outlined', icons: [DeleteOutlinedIcon, AlarmOutlinedIcon] },
  { name: 'Rounded', suffix: 'Rounded', icons: [DeleteRoundedIcon, AlarmRoundedIcon] },
  { name: 'Two tone', suffix: 'TwoTone', icons: [DeleteTwoToneIcon, AlarmTwoToneIcon] },
  { name: 'Sharp', suffix: 'Sharp', icons: [DeleteSharpIcon, AlarmSharpIcon] },
];

export default function IconThemes() {
  return (
    <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap' }}>
      {themes.map(({ name, suffix, icons: [Delete, Alarm] }) => (
        <Stack key={name} spacing={1} sx={{ alignItems: 'center' }}>
          <Stack direction="row" spacing={1}>
            <Delete fontSize="large" />
            <Alarm fontSize="large" />
          </Stack>
          <Typography variant="body2">{name}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            Delete{suffix}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
