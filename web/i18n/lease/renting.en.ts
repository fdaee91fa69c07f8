import type { rentingZh } from './renting.zh.ts';
import type { Translation } from '../en.ts';

export const rentingEn: Translation<typeof rentingZh> = {
  title: 'Rent',
};
