import type { ApiProp } from '../core/api';
import { ChangeBadge, type ChangeMarks } from './ApiChanges';

export function PropRows({
  props,
  labels,
  marks,
}: {
  props: ApiProp[];
  labels: Record<'name' | 'type' | 'default' | 'description' | 'required' | 'deprecated' | 'deprecatedBadge', string>;
  /** What changed since the previous major, for the badges beside the names. */
  marks?: ChangeMarks | null;
}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{labels.name}</th>
          <th scope="col">{labels.type}</th>
          <th scope="col">{labels.default}</th>
          <th scope="col">{labels.description}</th>
        </tr>
      </thead>
      <tbody>
        {props.map((prop) => (
          <tr key={prop.name} id={`prop-${prop.name}`}>
            <td className="api-name">
              <code>{prop.name}</code>
              {prop.required ? <span className="api-mark">{labels.required}</span> : null}
              <ChangeBadge name={prop.name} marks={marks} />
              {prop.deprecated !== null ? (
                <span className="api-badge api-badge-deprecated">{labels.deprecatedBadge}</span>
              ) : null}
            </td>
            <td className="api-type" data-label={labels.type}>
              <code>{prop.type}</code>
            </td>
            <td data-label={labels.default}>{prop.default !== null ? <code>{prop.default}</code> : '-'}</td>
            <td data-label={labels.description}>
              {prop.deprecated !== null ? (
                <p className="api-deprecated">
                  <strong>{labels.deprecated}</strong>
                  {prop.deprecated ? ` ${prop.deprecated}` : null}
                </p>
              ) : null}
              {prop.description}
              {prop.params && prop.params.length > 0 ? (
                <ul>
                  {prop.params.map((param) => (
                    <li key={param.name}>
                      <code>{param.name}</code> {param.description}
                    </li>
                  ))}
                </ul>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
