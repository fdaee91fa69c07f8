// Server texts of a sandbox deployment (SANDBOX=on, api/modules/sandbox), spread into the dictionaries of api/i18n/messages.ts.

export const sandboxZh = {
  'wallet.tx.SANDBOX_FUNDS': '沙箱资金',
} as const;

export type SandboxMessageKey = keyof typeof sandboxZh;

export const sandboxEn: Record<SandboxMessageKey, string> = {
  'wallet.tx.SANDBOX_FUNDS': 'Sandbox funds',
};
