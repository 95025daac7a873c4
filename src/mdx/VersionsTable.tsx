import { DOCUMENTED_VERSIONS } from '../config';
import { localizePath } from '../core/i18n';
import { useDocsConfig, useUserLanguage } from '../providers';

/** Earlier major versions of Material UI whose docs live on their own hosts, newest first. */
const OLDER_MAJORS = [6, 5, 4, 3] as const;

/** The versions page's table: this site's version, then each older major on its configured host. */
export function VersionsTable() {
  const { versionHosts, repositoryUrl } = useDocsConfig();
  const language = useUserLanguage();
  return (
    <table>
      <thead>
        <tr>
          <th>Version</th>
          <th>Documentation</th>
          <th>Release notes</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <strong>v{DOCUMENTED_VERSIONS.main}</strong> (this site)
          </td>
          <td>
            <a href={localizePath('/getting-started/installation/', language)}>Documentation</a>
          </td>
          <td>
            <a href={`${repositoryUrl}/releases`} target="_blank" rel="noopener">
              Releases
            </a>
          </td>
        </tr>
        {OLDER_MAJORS.filter((major) => versionHosts[major]).map((major) => (
          <tr key={major}>
            <td>v{major}</td>
            <td>
              <a href={`${versionHosts[major]}/`} rel="noopener">
                {new URL(versionHosts[major]).host}
              </a>
            </td>
            <td>
              <a href={`${repositoryUrl}/releases?q=v${major}.&expanded=true`} target="_blank" rel="noopener">
                v{major} releases
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
