import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { yuanCentsToAmount } from '../../../../lib/money.ts';
import type { ApplicationForm_application$key } from '../../../__generated__/ApplicationForm_application.graphql.ts';
import type { ApplicationForm_viewer$key } from '../../../__generated__/ApplicationForm_viewer.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { TextAreaField, TextField } from '../../../components/Form.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { AttachmentField, type UploadedAttachment } from './AttachmentField.tsx';
import { Buttons, FormGrid, Muted, Wide } from './openApiStyles.ts';
import {
  type ApplicationField,
  type ApplicationProblem,
  type ApplicationValues,
  checkApplication,
  MAX_DAILY_ORDERS,
  REASON_MAX_LENGTH,
  WECHAT_MAX_LENGTH,
} from './openPlatformRules.ts';
import { useApplyOpenPlatform } from './useApplyOpenPlatform.ts';

type Errors = Partial<Record<ApplicationField, string>>;

const SERVER_FIELDS: Record<string, ApplicationField> = {
  phone: 'phone',
  wechat: 'wechat',
  dailyOrders: 'dailyOrders',
  dailyAmount: 'dailyAmount',
  reason: 'reason',
  attachmentId: 'attachment',
  attachment: 'attachment',
};

/**
 * Step 1: the contact phone, WeChat ID, expected daily orders and amount (yuan), the
 * reason and an optional attachment; phone, WeChat and reason are required. After a rejection the
 * form starts from the rejected application (a corrected one is a new application; its attachment
 * went with it, so a file is chosen again). The account's phone is masked by the API, so it is
 * offered as a hint, not as the value.
 */
export function ApplicationForm({ viewer, application }: { viewer: ApplicationForm_viewer$key; application: ApplicationForm_application$key | null }) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment ApplicationForm_viewer on Viewer {
        phone
      }
    `,
    viewer,
  );
  const previous = useFragment(
    graphql`
      fragment ApplicationForm_application on OpenPlatformApplication {
        phone
        wechat
        dailyOrders
        dailyAmount
        reason
      }
    `,
    application,
  );
  const [values, setValues] = useState<ApplicationValues>(() => ({
    phone: previous?.phone ?? '',
    wechat: previous?.wechat ?? '',
    dailyOrders: previous?.dailyOrders ? String(previous.dailyOrders) : '',
    dailyAmount: previous?.dailyAmount ? yuanCentsToAmount(previous.dailyAmount, 'CNY', null) : '',
    reason: previous?.reason ?? '',
  }));
  const [attachment, setAttachment] = useState<UploadedAttachment | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [apply, applying] = useApplyOpenPlatform();

  const set = (field: keyof ApplicationValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (applying) return;
    const problems = checkApplication(values);
    const next: Errors = {};
    for (const [field, problem] of Object.entries(problems) as [ApplicationField, ApplicationProblem][]) {
      next[field] = t(`page.openapi.apply.errors.${problem}`, {
        max: problem === 'reasonTooLong' ? REASON_MAX_LENGTH : problem === 'wechatTooLong' ? WECHAT_MAX_LENGTH : MAX_DAILY_ORDERS,
      });
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const orders = values.dailyOrders.trim();
    const amount = values.dailyAmount.trim();
    apply(
      {
        phone: values.phone.trim(),
        wechat: values.wechat.trim(),
        dailyOrders: orders ? Number(orders) : null,
        dailyAmount: amount || null,
        reason: values.reason.trim(),
        attachmentId: attachment?.id ?? null,
      },
      {
        onSuccess: () => showToast(t('page.openapi.apply.submitted'), 'success'),
        onFailure: (error, message) => {
          if (!message) return;
          const field = error.field ? SERVER_FIELDS[error.field] : undefined;
          if (field === 'attachment') setAttachment(null);
          if (field) setErrors({ [field]: message });
          else showToast(message, 'error');
        },
      },
    );
  };

  return (
    <Panel title={t('page.openapi.apply.title')} subtitle={t('page.openapi.apply.subtitle')} testId="openapi-apply">
      <FormGrid onSubmit={onSubmit} noValidate data-testid="openapi-apply-form">
        <TextField
          label={t('page.openapi.apply.phone')}
          inputMode="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          placeholder={t('page.openapi.apply.phonePlaceholder')}
          hint={account.phone ? t('page.openapi.apply.phoneHint', { phone: account.phone }) : undefined}
        />
        <TextField
          label={t('page.openapi.apply.wechat')}
          required
          maxLength={WECHAT_MAX_LENGTH + 10}
          value={values.wechat}
          onChange={set('wechat')}
          error={errors.wechat}
          placeholder={t('page.openapi.apply.wechatPlaceholder')}
          hint={t('page.openapi.apply.wechatHint')}
        />
        <TextField
          label={t('page.openapi.apply.dailyOrders')}
          inputMode="numeric"
          value={values.dailyOrders}
          onChange={set('dailyOrders')}
          error={errors.dailyOrders}
          placeholder={t('page.openapi.apply.optional')}
        />
        <TextField
          label={t('page.openapi.apply.dailyAmount')}
          inputMode="decimal"
          value={values.dailyAmount}
          onChange={set('dailyAmount')}
          error={errors.dailyAmount}
          placeholder={t('page.openapi.apply.optional')}
          hint={t('page.openapi.apply.dailyAmountHint')}
        />
        <Wide>
          <TextAreaField
            label={t('page.openapi.apply.reason')}
            required
            maxLength={REASON_MAX_LENGTH + 100}
            value={values.reason}
            onChange={set('reason')}
            error={errors.reason}
            placeholder={t('page.openapi.apply.reasonPlaceholder')}
            hint={t('page.openapi.apply.reasonHint', { length: values.reason.trim().length, max: REASON_MAX_LENGTH })}
          />
        </Wide>
        <Wide>
          <AttachmentField
            value={attachment}
            error={errors.attachment}
            onChange={(next) => {
              setAttachment(next);
              setErrors((current) => ({ ...current, attachment: undefined }));
            }}
            onError={(message) => setErrors((current) => ({ ...current, attachment: message ?? undefined }))}
          />
        </Wide>
        <Wide>
          <Muted>{t('page.openapi.apply.reviewNote')}</Muted>
          <Buttons>
            <Button type="submit" $variant="primary" disabled={applying}>
              {applying ? t('page.openapi.apply.submitting') : t('page.openapi.apply.submit')}
            </Button>
          </Buttons>
        </Wide>
      </FormGrid>
    </Panel>
  );
}
