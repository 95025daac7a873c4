import { API_VIEWS, type ApiViewSection } from '../core/preferences';

export function ViewSwitch({
  section,
  label,
  names,
}: {
  section: ApiViewSection;
  label: string;
  names: Record<string, string>;
}) {
  return (
    <div className="api-views" role="group" aria-label={label}>
      {API_VIEWS.map((view) => (
        <button key={view} type="button" data-api-view={section} data-view={view} aria-pressed={view === 'table'}>
          {names[view]}
        </button>
      ))}
    </div>
  );
}
