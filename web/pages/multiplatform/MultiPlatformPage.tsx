import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoCard, PageHead, StaticPageBody, Steps } from '../../components/StaticPage.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

/**
 * /multiplatform. The rules say what the product does: a listing whose asset left the Steam
 * inventory is delisted by the next inventory refresh (api/modules/inventory: the user starts it,
 * binding starts one), and an order placed before that fails to get an offer and is cancelled with
 * a full refund (api/modules/order/delivery.service.ts).
 */
export function MultiPlatformPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.multiplatform.title'));
  return (
    <StaticPageBody>
      <PageHead title={t('page.multiplatform.title')} subtitle={t('page.multiplatform.subtitle')} />
      <InfoCard id="multiplatform-what" title={t('page.multiplatform.whatTitle')}>
        <p>{t('page.multiplatform.what')}</p>
      </InfoCard>
      <InfoCard id="multiplatform-rules" title={t('page.multiplatform.rulesTitle')}>
        <ul>
          <li>{t('page.multiplatform.ruleLeft')}</li>
          <li>{t('page.multiplatform.ruleFailed')}</li>
          <li>{t('page.multiplatform.ruleAccounts')}</li>
          <li>{t('page.multiplatform.rulePrice')}</li>
        </ul>
      </InfoCard>
      <InfoCard id="multiplatform-steps" title={t('page.multiplatform.stepsTitle')}>
        <Steps>
          <li>
            <h3>{t('page.multiplatform.bindTitle')}</h3>
            <p>{t('page.multiplatform.bind')}</p>
            <Link to="/user/steam">{t('page.multiplatform.bindLink')}</Link>
          </li>
          <li>
            <h3>{t('page.multiplatform.refreshTitle')}</h3>
            <p>{t('page.multiplatform.refresh')}</p>
            <Link to="/user/inventory">{t('page.multiplatform.refreshLink')}</Link>
          </li>
          <li>
            <h3>{t('page.multiplatform.listTitle')}</h3>
            <p>{t('page.multiplatform.list')}</p>
            <Link to="/user/inventory">{t('page.multiplatform.listLink')}</Link>
          </li>
          <li>
            <h3>{t('page.multiplatform.manageTitle')}</h3>
            <p>{t('page.multiplatform.manage')}</p>
            <Link to="/user/sell">{t('page.multiplatform.manageLink')}</Link>
          </li>
        </Steps>
      </InfoCard>
    </StaticPageBody>
  );
}
