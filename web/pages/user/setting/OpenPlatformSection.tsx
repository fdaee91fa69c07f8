import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { OpenPlatformSection_viewer$key } from '../../../__generated__/OpenPlatformSection_viewer.graphql.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useSetOpenPlatform } from './useSetOpenPlatform.ts';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ManageLink = styled(Link)`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.link};
  &:hover { text-decoration: underline; }
`;

const Switch = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 46px;
  height: 26px;
  padding: 0;
  border-radius: 13px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.surfaceRaised)};
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '22px' : '2px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.colors.accentText : theme.colors.textMuted)};
    transition: left 0.15s;
  }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/** The open-platform switch: every change is confirmed in a dialog first; when on, the way to /user/openapi. */
export function OpenPlatformSection({ viewer }: { viewer: OpenPlatformSection_viewer$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OpenPlatformSection_viewer on Viewer {
        openPlatformEnabled
      }
    `,
    viewer,
  );
  const [asking, setAsking] = useState(false);
  const [commit, saving] = useSetOpenPlatform();
  const enabled = data.openPlatformEnabled;
  const next = !enabled;

  const confirm = () =>
    commit(next, {
      onSuccess: (result) => {
        setAsking(false);
        showToast(result.viewer?.openPlatformEnabled ? t('page.setting.openPlatform.enabledToast') : t('page.setting.openPlatform.disabledToast'), 'success');
      },
      onFailure: (_, message) => {
        setAsking(false);
        if (message) showToast(message, 'error');
      },
      onError: () => setAsking(false),
    });

  return (
    <Panel title={t('page.setting.openPlatform.title')} subtitle={t('page.setting.openPlatform.subtitle')} testId="open-platform-section">
      <Row>
        <Switch
          type="button"
          role="switch"
          $on={enabled}
          aria-checked={enabled}
          aria-label={t('page.setting.openPlatform.switch')}
          disabled={saving}
          onClick={() => setAsking(true)}
        />
        <span>{enabled ? t('page.setting.openPlatform.on') : t('page.setting.openPlatform.off')}</span>
        {enabled ? (
          <ManageLink to="/user/openapi" data-testid="open-platform-link">
            {t('page.setting.openPlatform.manage')}
          </ManageLink>
        ) : null}
      </Row>
      {asking ? (
        <ConfirmDialog
          title={next ? t('page.setting.openPlatform.enableTitle') : t('page.setting.openPlatform.disableTitle')}
          confirmLabel={next ? t('page.setting.openPlatform.enable') : t('page.setting.openPlatform.disable')}
          cancelLabel={t('common.cancel')}
          busy={saving}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>{next ? t('page.setting.openPlatform.enableText') : t('page.setting.openPlatform.disableText')}</p>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
