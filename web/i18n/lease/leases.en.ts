import type { leasesZh } from './leases.zh.ts';
import type { Translation } from '../en.ts';

export const leasesEn: Translation<typeof leasesZh> = {
  title: 'My leases',
};
