// Server texts of the market information page (api/modules/information).

export const informationZh = {
  'information.daysInvalid': '统计范围只能是 7 天、30 天或 90 天',
};

export const informationEn: Record<keyof typeof informationZh, string> = {
  'information.daysInvalid': 'The range must be 7, 30 or 90 days',
};
