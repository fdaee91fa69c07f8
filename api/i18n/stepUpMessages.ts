// Server texts of step-up verification (api/security/operationPolicy.ts, AuthService.verifyStepUp).

export const stepUpZh = {
  'auth.stepUpRequired': '请先完成短信验证',
  'auth.stepUpCodeWrong': '验证失败，验证码错误或已失效',
  'auth.stepUpPhoneMismatch': '验证码只能发送到当前账号绑定的手机号',
  'auth.stepUpVerified': '验证成功',
  'auth.smsPurposeInvalid': '验证码用途无效，可选值为 login（登录）、verify（验证）',
};

export const stepUpEn: Record<keyof typeof stepUpZh, string> = {
  'auth.stepUpRequired': 'Please verify with an SMS code first',
  'auth.stepUpCodeWrong': 'Verification failed: the code is wrong or no longer valid',
  'auth.stepUpPhoneMismatch': "Codes can only be sent to this account's own phone number",
  'auth.stepUpVerified': 'Verified',
  'auth.smsPurposeInvalid': 'Invalid code purpose; use login or verify',
};
