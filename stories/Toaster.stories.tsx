import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { apiRequest } from '../src/api/client';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
import { ThrottledButton } from '../src/ui/ThrottledButton';
import { toastStore, type ToastKind } from '../src/ui/toastStore';
import { withMockApi } from './mockApi';

/** Buttons that raise toasts the ways the portal does: directly, and through the API's envelope rules. */
function ToastDemo() {
  const { t } = useTranslation(['common', 'validation']);
  const show = (kind: ToastKind, message: string) => () => toastStore.show(kind, message);
  const lang = i18n.language === 'es' ? 'es' : 'en';
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <ThrottledButton onClick={show('success', errorMessages[lang].verificationCodeSent ?? '')}>{t('toast.success')}</ThrottledButton>
      <ThrottledButton className="tc-button tc-button--secondary" onClick={show('error', t('validation:selectAtLeastOne'))}>
        {t('toast.error')}
      </ThrottledButton>
      <ThrottledButton className="tc-button tc-button--secondary" onClick={() => void apiRequest('/loginSub', { body: { account: 'x', password: 'y' } }).catch(() => undefined)}>
        {`${t('toast.error')} (API ${ResultCode.wrongCredentials})`}
      </ThrottledButton>
    </div>
  );
}

const meta: Meta = {
  title: 'Core/tc-toaster',
  decorators: [
    withMockApi({
      'POST /loginSub': () => ({ code: ResultCode.wrongCredentials, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].wrongCredentials }),
    }),
  ],
  render: () => (
    <I18nextProvider i18n={i18n}>
      <ToastDemo />
    </I18nextProvider>
  ),
};
export default meta;

type Story = StoryObj;

/** Each toast closes itself after 3 s or with its close button; a new API error replaces older toasts. */
export const Playground: Story = {};

/** Errors are alerts; success and information are status messages. */
export const Kinds: Story = {
  // After render: the preview's clean-up decorator closes toasts before each story draws.
  play: async () => {
    toastStore.show('success', 'Verification Code Successfully Sent', { durationMs: 60_000 });
    toastStore.show('info', 'Support hours: 8 AM - 8 PM CST, Sun-Sat', { durationMs: 60_000 });
    toastStore.show('error', 'Email format error', { durationMs: 60_000 });
  },
};
