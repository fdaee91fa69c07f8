// Server texts of live events (api/modules/events: viewerEvents over SSE).

export const eventZh = {
  'events.cursorInvalid': '事件游标无效，请刷新页面',
  'events.cursorExpired': '事件游标已过期（超过 {days} 天），请刷新页面',
  'events.tooManyStreams': '实时连接过多（最多 {max} 个），请关闭其他页面后再试',
  'events.fellBehind': '实时连接处理不及，请从最后的游标重新连接',
};

export const eventEn: Record<keyof typeof eventZh, string> = {
  'events.cursorInvalid': 'The event cursor is not valid; please reload the page',
  'events.cursorExpired': 'The event cursor has expired (older than {days} days); please reload the page',
  'events.tooManyStreams': 'Too many live connections (at most {max}); close other pages and try again',
  'events.fellBehind': 'The live connection fell behind; reconnect from the last cursor',
};
