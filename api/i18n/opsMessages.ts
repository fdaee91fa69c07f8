// Server texts of the operator API (api/ops/ops.plugin.ts): what `npm run ops` prints when it is refused.

export const opsZh = {
  'ops.unauthorized': '运维接口需要正确的令牌（Authorization: Bearer <OPS_TOKEN>）',
  'ops.authFailures': '运维令牌错误次数过多，请 {minutes} 分钟后再试',
};

export const opsEn: Record<keyof typeof opsZh, string> = {
  'ops.unauthorized': 'The operator API needs the right token (Authorization: Bearer <OPS_TOKEN>)',
  'ops.authFailures': 'Too many wrong operator tokens; try again in {minutes} min',
};
