import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeysForm_app$key } from '../../../__generated__/KeysForm_app.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TextAreaField, TextField } from '../../../components/Form.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { Buttons, Facts, FormGrid, Mono, Notice, Wide } from './openApiStyles.ts';
import { checkKeys, type KeysField, OPEN_PLATFORM_SIGNING_HELP_PATH } from './openPlatformRules.ts';
import { useSubmitOpenPlatformKeys } from './useSubmitOpenPlatformKeys.ts';

type Errors = Partial<Record<KeysField, string>>;

/**
 * Step 2 of an approved application: the callback URL and the RSA public key (PEM). They
 * cannot be changed once submitted, so the page says so and asks once more before sending; the
 * session must be verified by SMS (the step-up dialog opens by itself when it is not).
 */
export function KeysForm({ app }: { app: KeysForm_app$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment KeysForm_app on PartnerApp {
        appId
      }
    `,
    app,
  );
  const [values, setValues] = useState<Record<KeysField, string>>({ callbackUrl: '', publicKey: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [submit, submitting] = useSubmitOpenPlatformKeys();

  const set = (field: KeysField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkKeys(values);
    const next: Errors = {};
    for (const [field, problem] of Object.entries(problems) as [KeysField, NonNullable<(typeof problems)[KeysField]>][]) {
      next[field] = t(`page.openapi.keys.errors.${problem}`);
    }
    setErrors(next);
    if (Object.keys(next).length === 0) setConfirming(true);
  };

  // the dialog closes first: an SMS verification the request may need opens a dialog of its own
  const send = () => {
    setConfirming(false);
    submit(
      { callbackUrl: values.callbackUrl.trim(), publicKey: values.publicKey.trim() },
      {
        onSuccess: () => showToast(t('page.openapi.keys.saved'), 'success'),
        onFailure: (error, message) => {
          if (!message) return;
          if (error.field === 'callbackUrl' || error.field === 'publicKey') setErrors({ [error.field]: message });
          else showToast(message, 'error');
        },
      },
    );
  };

  return (
    <Panel title={t('page.openapi.keys.title')} subtitle={t('page.openapi.keys.subtitle')} testId="openapi-keys">
      <Facts>
        <dt>{t('page.openapi.app.appId')}</dt>
        <dd>
          <Mono data-testid="openapi-app-id">{data.appId}</Mono>
        </dd>
      </Facts>
      <Notice $tone="danger" data-testid="openapi-keys-warning">
        <strong>{t('page.openapi.keys.warningTitle')}</strong>
        <p>{t('page.openapi.keys.warning')}</p>
      </Notice>
      <FormGrid onSubmit={onSubmit} noValidate data-testid="openapi-keys-form">
        <Wide>
          <TextField
            label={t('page.openapi.keys.callbackUrl')}
            type="url"
            inputMode="url"
            autoComplete="off"
            required
            value={values.callbackUrl}
            onChange={set('callbackUrl')}
            error={errors.callbackUrl}
            placeholder={t('page.openapi.keys.callbackUrlPlaceholder')}
            hint={t('page.openapi.keys.callbackUrlHint')}
          />
        </Wide>
        <Wide>
          <TextAreaField
            label={t('page.openapi.keys.publicKey')}
            mono
            rows={8}
            spellCheck={false}
            autoComplete="off"
            required
            value={values.publicKey}
            onChange={set('publicKey')}
            error={errors.publicKey}
            placeholder={t('page.openapi.keys.publicKeyPlaceholder')}
            hint={t('page.openapi.keys.publicKeyHint')}
          />
        </Wide>
        <Wide>
          <Buttons>
            <Button type="submit" $variant="primary" disabled={submitting}>
              {submitting ? t('page.openapi.keys.submitting') : t('page.openapi.keys.submit')}
            </Button>
            <Link to={OPEN_PLATFORM_SIGNING_HELP_PATH}>{t('page.openapi.keys.signingHelp')}</Link>
          </Buttons>
        </Wide>
      </FormGrid>
      {confirming ? (
        <ConfirmDialog
          title={t('page.openapi.keys.confirmTitle')}
          confirmLabel={t('page.openapi.keys.confirm')}
          cancelLabel={t('common.cancel')}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
          confirmTestId="openapi-keys-confirm"
        >
          <p>{t('page.openapi.keys.confirmText')}</p>
          <Facts>
            <dt>{t('page.openapi.keys.callbackUrl')}</dt>
            <dd>
              <Mono>{values.callbackUrl.trim()}</Mono>
            </dd>
          </Facts>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
