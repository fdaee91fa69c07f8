// The unified social credit code of a Chinese organisation (GB 32100-2015), checked as the standard
// defines it, in five parts of its 18 characters (digits and capitals without I, O, S, V, Z):
//   1     the registration authority (登记管理部门), 2 the organisation category under it (机构类别),
//   3-8   the administrative division of the registering office (GB/T 2260: a real province prefix),
//   9-17  the organisation's code of GB 11714, whose 9th character is its own check character,
//   18    the check character of the whole code.
// Only an enterprise (authority 9 工商, category 1 企业) can sign the recharge contract (docs/rest.md "Recharges").
// The same rule runs in the recharge form and in the API.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015 table 1 (with the later authorities A and N): each registration authority and the categories it registers. */
const CATEGORIES_OF_AUTHORITY: Record<string, string> = {
  '1': '1239', // 机构编制: 机关, 事业单位, 中央编办直接管理机构编制的群众团体, 其他
  '2': '19', // 外交: 外国常驻新闻机构, 其他
  '3': '123459', // 司法行政: 律师执业机构, 公证处, 基层法律服务所, 司法鉴定机构, 仲裁委员会, 其他
  '4': '19', // 文化: 外国在华文化中心, 其他
  '5': '1239', // 民政: 社会团体, 民办非企业单位, 基金会, 其他
  '6': '129', // 旅游: 外国旅游部门常驻代表机构, 港澳台地区旅游部门常驻内地（大陆）代表机构, 其他
  '7': '129', // 宗教: 宗教活动场所, 宗教院校, 其他
  '8': '19', // 工会: 基层工会, 其他
  '9': '123', // 工商: 企业, 个体工商户, 农民专业合作社
  A: '19', // 中央军委改革和编制办公室: 军队事业单位, 其他
  N: '1239', // 农业: 组级, 村级, 乡镇级集体经济组织, 其他
  Y: '1', // 其他
};

/** GB/T 2260 province-level codes (the first two digits of a division): 11-15, 21-23, 31-37, 41-46, 50-54, 61-65, 71 Taiwan, 81 Hong Kong, 82 Macao. */
const PROVINCES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
]);
/** Organisations registered at national level carry the division 100000. */
const NATIONAL_DIVISION = '100000';

/** What is wrong with a code, most basic first. */
export type CreditCodeProblem = 'format' | 'authority' | 'division' | 'organizationCode' | 'checkCharacter' | 'notEnterprise';

export type CreditCodeCheck = { ok: true; code: string } | { ok: false; problem: CreditCodeProblem };

/** The check character of the first 17 characters, or null when one is not of the alphabet. */
export function creditCodeCheckCharacter(first17: string): string | null {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = ALPHABET.indexOf(first17[index] ?? '');
    if (value < 0) return null;
    sum += value * WEIGHTS[index];
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** GB 11714's check character of an organisation code's first 8 characters (digits, and letters valued A = 10 … Z = 35). */
export function organizationCodeCheckCharacter(first8: string): string | null {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    const value = Number.parseInt(first8[index] ?? '', 36);
    if (Number.isNaN(value)) return null;
    sum += value * weights[index];
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** Checks a unified social credit code (trimmed, lowercase upper-cased); `enterprise` also asks for authority 9, category 1. */
export function checkCreditCode(value: string, options: { enterprise?: boolean } = {}): CreditCodeCheck {
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return { ok: false, problem: 'format' };
  if (!CATEGORIES_OF_AUTHORITY[code[0]]?.includes(code[1])) return { ok: false, problem: 'authority' };
  const division = code.slice(2, 8);
  if (!/^\d{6}$/.test(division) || !(PROVINCES.has(division.slice(0, 2)) || division === NATIONAL_DIVISION)) return { ok: false, problem: 'division' };
  if (organizationCodeCheckCharacter(code.slice(8, 16)) !== code[16]) return { ok: false, problem: 'organizationCode' };
  if (creditCodeCheckCharacter(code.slice(0, 17)) !== code[17]) return { ok: false, problem: 'checkCharacter' };
  if (options.enterprise && !(code[0] === '9' && code[1] === '1')) return { ok: false, problem: 'notEnterprise' };
  return { ok: true, code };
}

/** The code upper-cased and trimmed when it is a valid code of any organisation; null otherwise. */
export function normalizeCreditCode(value: string): string | null {
  const checked = checkCreditCode(value);
  return checked.ok ? checked.code : null;
}

/**
 * A valid enterprise code of a Shanghai company (division 310000) whose organisation code is the
 * 8 digits given: what a demo with a simulated payment provider offers each account to sign with.
 */
export function enterpriseCreditCodeOf(eightDigits: string): string {
  if (!/^\d{8}$/.test(eightDigits)) throw new Error('an organisation code of 8 digits is expected');
  const first17 = `91310000${eightDigits}${organizationCodeCheckCharacter(eightDigits)}`;
  return `${first17}${creditCodeCheckCharacter(first17)}`;
}
