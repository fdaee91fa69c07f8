import { builder } from '../../graphql/builder.ts';
import { type OUTBOUND_REFUSALS, OUTBOUND_URL_MAX_LENGTH, type OutboundLink } from './outbound.service.ts';

const OutboundLinkRefusal = builder.enumType('OutboundLinkRefusal', {
  description: `Why /sans does not offer a destination: TOO_LONG (over ${OUTBOUND_URL_MAX_LENGTH} characters), NOT_WEB_ADDRESS (not an absolute http(s) address), CREDENTIALS (a user name or password in the address), HOST_NOT_ALLOWED (the host or port is not on OUTBOUND_ALLOWED_HOSTS).`,
  values: {
    TOO_LONG: { description: `Longer than ${OUTBOUND_URL_MAX_LENGTH} characters.` },
    NOT_WEB_ADDRESS: { description: 'Not an absolute http:// or https:// address (javascript:, data:, relative or malformed).' },
    CREDENTIALS: { description: 'The address carries a user name or password.' },
    HOST_NOT_ALLOWED: { description: 'The host or port is not on OUTBOUND_ALLOWED_HOSTS (nor a subdomain of one).' },
  } satisfies Record<(typeof OUTBOUND_REFUSALS)[number], { description: string }>,
});

const OutboundLinkRef = builder.objectRef<OutboundLink>('OutboundLink').implement({
  description: 'A destination of the /sans page, as the server judged it.',
  fields: (t) => ({
    url: t.exposeString('url', { nullable: true, description: 'The normalised address to link to; null unless allowed.' }),
    host: t.exposeString('host', {
      nullable: true,
      description: 'The host the address really leads to (with its port, if any); null when it could not be read.',
    }),
    allowed: t.exposeBoolean('allowed', { description: 'Whether the page may link to it.' }),
    refusal: t.field({
      description: 'Why not, when not allowed; null when allowed.',
      type: OutboundLinkRefusal,
      nullable: true,
      resolve: (link) => link.refusal,
    }),
  }),
});

builder.queryField('outboundLink', (t) =>
  t.field({
    type: OutboundLinkRef,
    description: 'Whether the /sans page may offer a link to this address (http(s) on an allowed host or its subdomain, no credentials).',
    args: { url: t.arg.string({ description: 'The address to check, as given.', required: true }) },
    resolve: (_, args, context) => context.services.outbound.check(args.url),
  }),
);
