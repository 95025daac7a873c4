import { gaEventAttributes } from '../analytics';
import { Icon, type IconName } from '../icons';

export function ToolbarButton({
  action,
  label,
  icon,
  done,
}: {
  action: string;
  label: string;
  icon: IconName;
  /** What the button says for a moment once its action is done (read by the toolbar's code). */
  done?: string;
}) {
  return (
    <button
      type="button"
      data-demo-action={action}
      aria-label={label}
      data-done={done}
      {...gaEventAttributes('demo', action)}
    >
      <Icon name={icon} shared />
    </button>
  );
}
