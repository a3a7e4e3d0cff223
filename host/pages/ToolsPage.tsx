import { useTranslation } from 'react-i18next';
import { installerTools } from '../installerTools';

/** /tool: the installer tools (spec 1): the mobile app and the fleet-management web tool, what each is for. */
export function ToolsPage() {
  const { t } = useTranslation('host');
  const uses = (key: 'app' | 'fleet') => t(`tools.${key}.uses`, { returnObjects: true }) as string[];
  return (
    <div className="tools-page">
      <h1>{t('titles.tool')}</h1>
      <p className="lead">{t('tools.intro')}</p>
      <ul className="cards tools-page__cards">
        <li className="card">
          <h2>{t('tools.app.title')}</h2>
          <p>{t('tools.app.description')}</p>
          <ul>
            {uses('app').map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
          <p className="tools-page__links">
            <a href={installerTools.appStoreUrl} target="_blank" rel="noopener noreferrer">
              {t('tools.app.appStore')}
              <span className="visually-hidden"> {t('tools.newTab')}</span>
            </a>
            <a href={installerTools.googlePlayUrl} target="_blank" rel="noopener noreferrer">
              {t('tools.app.googlePlay')}
              <span className="visually-hidden"> {t('tools.newTab')}</span>
            </a>
          </p>
        </li>
        <li className="card">
          <h2>{t('tools.fleet.title')}</h2>
          <p>{t('tools.fleet.description')}</p>
          <ul>
            {uses('fleet').map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
          <p className="tools-page__links">
            <a href={installerTools.fleetToolUrl} target="_blank" rel="noopener noreferrer">
              {t('tools.fleet.open')}
              <span className="visually-hidden"> {t('tools.newTab')}</span>
            </a>
          </p>
          <p className="muted">{t('tools.fleet.access')}</p>
        </li>
      </ul>
    </div>
  );
}

export { ToolsPage as Component };
