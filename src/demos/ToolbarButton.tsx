import { gaEventAttributes } from '../analytics';
import { Icon, type IconName } from '../icons';

export function ToolbarButton({
  action,
  label,
  icon,
  demo,
}: {
  action: string;
  label: string;
  icon: IconName;
  demo: string;
}) {
  return (
    <button
      type="button"
      data-demo-action={action}
      aria-label={label}
      data-tooltip={label}
      {...gaEventAttributes('demo', action, demo)}
    >
      <Icon name={icon} />
    </button>
  );
}
