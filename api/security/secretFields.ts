/**
 * Every column that holds secrets at rest (SecretBox values), with the name the associated data
 * gives it: a value is bound to "<table>:<row id>:<name>". `npm run secrets:rotate` re-encrypts
 * exactly these columns; a new secret column is added here. Each table has a text `id` key.
 */
export type SecretField = { table: string; column: string; name: string };

export const SECRET_FIELDS = {
  steamPassword: { table: 'steam_accounts', column: 'password_cipher', name: 'password' },
  steamMafile: { table: 'steam_accounts', column: 'mafile_cipher', name: 'mafile' },
  steamToken: { table: 'steam_accounts', column: 'token_cipher', name: 'token' },
  realName: { table: 'users', column: 'real_name', name: 'real_name' },
  idNumber: { table: 'users', column: 'id_number', name: 'id_number' },
  openPlatformAttachment: { table: 'open_platform_attachments', column: 'content_cipher', name: 'content' },
} as const satisfies Record<string, SecretField>;

/** The associated data's place of a value: its table, row and field. */
export function secretContext(field: SecretField, rowId: string): string {
  return `${field.table}:${rowId}:${field.name}`;
}
