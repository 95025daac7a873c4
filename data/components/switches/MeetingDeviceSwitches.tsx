import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import MicIcon from '@mui/icons-material/Mic';
import VideocamIcon from '@mui/icons-material/Videocam';
import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';

const devices = [
  { name: 'Microphone', icon: <MicIcon />, props: { defaultChecked: true } },
  { name: 'Camera', icon: <VideocamIcon />, props: {} },
  { name: 'Live captions (off for this meeting)', icon: <ClosedCaptionIcon />, props: { disabled: true } },
  { name: 'Recording (started by the host)', icon: <FiberManualRecordIcon />, props: { disabled: true, defaultChecked: true } },
];

export default function MeetingDeviceSwitches() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {devices.map((device) => (
        <Box key={device.name} sx={{ display: 'flex', alignItems: 'center', color: 'text.secondary' }}>
          {device.icon}
          {/* The icon is decorative: the name reaches assistive technology through aria-label. */}
          <Switch {...device.props} slotProps={{ input: { 'aria-label': device.name } }} />
        </Box>
      ))}
    </Box>
  );
}
