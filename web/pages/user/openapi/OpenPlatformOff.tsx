import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/Panel.tsx';
import { Buttons, Muted } from './openApiStyles.ts';
import { OPEN_PLATFORM_HELP_PATH } from './openPlatformRules.ts';

/** The settings switch is off: nothing can be applied for until it is turned on in /user/setting. */
export function OpenPlatformOff() {
  const { t } = useTranslation();
  return (
    <Panel title={t('page.openapi.off.title')} testId="openapi-off">
      <Muted>{t('page.openapi.off.text')}</Muted>
      <Buttons>
        <Link to="/user/setting">{t('page.openapi.off.toSettings')}</Link>
        <Link to={OPEN_PLATFORM_HELP_PATH}>{t('page.openapi.off.help')}</Link>
      </Buttons>
    </Panel>
  );
}
