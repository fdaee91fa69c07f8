// GraphQL of a sandbox deployment: the flag the web client shows its banner by.
import { builder } from '../../graphql/builder.ts';

builder.queryField('sandbox', (t) =>
  t.boolean({
    description:
      'Whether this server is a partner sandbox (SANDBOX=on): simulated Steam, Alipay and SMS, applications approved at once, play money in every new account. Every HTTP answer of a sandbox also carries `X-Sandbox: true`.',
    resolve: (_, __, context) => context.services.sandbox.enabled,
  }),
);
