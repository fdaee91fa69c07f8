// The item templates' SQL that other modules' statements join where one statement must stay one (the
// purchase's lock of its listings): the text naming this module's table stays in this folder.
import { Prisma } from '../../db/generated/prisma/client.ts';

/** The item template `templateId` JOINed as `t` (hash_name). */
export function itemTemplateJoin(templateId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`JOIN item_templates t ON t.id = ${templateId}`;
}
