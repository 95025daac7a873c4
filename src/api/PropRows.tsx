import type { ApiProp } from '../core/api';

export function PropRows({
  props,
  labels,
}: {
  props: ApiProp[];
  labels: Record<'name' | 'type' | 'default' | 'description' | 'required' | 'deprecated', string>;
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
