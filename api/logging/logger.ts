import type { AppConfig } from '../config.ts';
import { requestIdMixin } from './requestContext.ts';

/**
 * The process's pino options: the level, what is never written (session cookies, authorization
 * headers), the request id on every line written for a request, and readable lines (LOG_FORMAT, by
 * default when the output is a terminal; pino-pretty formats them in a worker thread) or JSON.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat'>) {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    mixin: requestIdMixin,
    ...(config.logFormat === 'pretty' ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  };
}
