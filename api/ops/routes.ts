import type { Services } from '../services.ts';
import { openPlatformOpsRoutes } from '../modules/openplatform/openplatform.ops.ts';
import { healthOpsRoutes } from './health.ops.ts';
import type { OpsRoutes } from './ops.plugin.ts';

/** Every operator area's routes, registered behind the token under /ops (ops.plugin.ts); one line per area. */
export function opsRoutes(services: Services): OpsRoutes[] {
  return [healthOpsRoutes(), openPlatformOpsRoutes(services)];
}
